import { store } from '#server/context';
import { outboxRepository } from '#server/repositories/outbox';
import { callBackend } from '../../support/embedded';

/** A password zxcvbn rates strong, for accounts the tests create. */
export const strongPassword = 'Cuib-Nest-Orchard-2026';

/** The newest e-mail the outbox holds for an address, read through the repository. */
export const latestMailTo = async (recipient: string) => (await outboxRepository(store()).latest(500)).find((mail) => mail.recipient === recipient);
export const mailsTo = async (recipient: string) => (await outboxRepository(store()).latest(500)).filter((mail) => mail.recipient === recipient);

let accounts = 0;
/** A client address of its own for each registration, so the per-client limit stays out of the way. */
const nextClient = () => `192.0.2.${++accounts % 250}`;

/** Registers and confirms an account through the API, as a shopper would; answers its id. */
export async function confirmedAccount(email: string, password = strongPassword): Promise<number> {
  const registered = await callBackend('POST', '/api/v2/auth/registration', {
    body: { email, password, firstName: 'Test', lastName: 'Cuib', termsAccepted: true },
    client: nextClient(),
  });
  if (registered.status !== 201) throw new Error(`registration answered ${registered.status}: ${JSON.stringify(registered.json)}`);
  const [, userId, code] = /confirmation\/(\d+)\/([\w-]+)/.exec((await latestMailTo(email))!.body)!;
  const confirmed = await callBackend('POST', '/api/v2/auth/registration/confirmation', { body: { userId: Number(userId), confirmationCode: code } });
  if (confirmed.status !== 200) throw new Error(`confirmation answered ${confirmed.status}`);
  return Number(userId);
}

export const tokenCookie = (headers: Headers) => /cuib_token=[^;]+/.exec(headers.get('set-cookie') ?? '')?.[0];
