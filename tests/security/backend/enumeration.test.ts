import { beforeAll, expect, test, vi } from 'vitest';
import { embeddedBackendFor } from '#server/index';
import { callBackend, connectionFrom, useTestCatalogue } from '../../support/embedded';
import { confirmedAccount, latestMailTo, mailsTo, strongPassword } from './accounts';

/**
 * Work left for after an answer can be held here, so a test can look at the store between the
 * answer and that work: on PostgreSQL one query takes longer than a turn of the event loop, so
 * looking without holding races the work it looks for.
 */
const deferred = vi.hoisted(() => ({ hold: false, held: [] as Array<() => void | Promise<void>> }));
vi.mock('../../../server/auth/after-answer', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../server/auth/after-answer')>();
  return { afterAnswer: (work: () => void | Promise<void>) => (deferred.hold ? deferred.held.push(work) : original.afterAnswer(work)) };
});

beforeAll(() => useTestCatalogue(100));

let clients = 0;
const login = (email: string, password: string) => callBackend('POST', '/api/v2/auth/login', { body: { email, password }, client: `203.0.113.${++clients}` });

test('the right password of an unconfirmed account gets the same answer as a wrong one, and the confirmation e-mail again', async () => {
  const email = 'neconfirmat@exemplu.ro';
  const registered = await callBackend('POST', '/api/v2/auth/registration', {
    body: { email, password: strongPassword, firstName: 'Ion', lastName: 'Pop', termsAccepted: true },
    client: '198.51.100.250',
  });
  expect(registered.status).toBe(201);
  const wrong = await login(email, 'Gresita-Parola-1');
  // Work left for after an answer was queued before this: once this runs, it has run.
  await new Promise((resolve) => setImmediate(resolve));
  expect((await mailsTo(email)).length).toBe(1);
  const right = await login(email, strongPassword);
  expect(right.status).toBe(401);
  expect({ status: right.status, type: right.type, json: right.json }).toEqual({ status: wrong.status, type: wrong.type, json: wrong.json });
  expect(right.json).toMatchObject({ field: 'body.password', detail: expect.stringContaining('confirm') });
  // The right password sends the confirmation e-mail again (after the answer); the wrong one did not.
  await vi.waitFor(async () => expect((await mailsTo(email)).filter((mail) => mail.subject === 'Confirmă-ți contul Cuib').length).toBe(2));
});

/**
 * The timing difference came from the work only a registered address caused (a new code and an
 * e-mail written to the database) before the answer. Asserted structurally: when the answer is
 * handed back, nothing of it has happened yet; it happens afterwards.
 */
test('a reset request answers before any code or e-mail is made, for a registered address as for an unknown one', async () => {
  const email = 'resetare@exemplu.ro';
  await confirmedAccount(email);
  const before = (await mailsTo(email)).length;
  const backend = embeddedBackendFor('/api/v2/auth/password/renewal')!;
  const ask = (address: string) =>
    backend.app.fetch(
      new Request('http://cuib.test/api/v2/auth/password/renewal', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: address }) }),
      connectionFrom('198.51.100.251'),
    );
  deferred.hold = true;
  const known = await ask(email);
  expect((await mailsTo(email)).length).toBe(before);
  expect(deferred.held.length).toBeGreaterThan(0);
  const unknown = await ask('nimeni@exemplu.ro');
  expect([known.status, await known.text()]).toEqual([unknown.status, await unknown.text()]);
  deferred.hold = false;
  for (const work of deferred.held.splice(0)) await work();
  await vi.waitFor(async () => expect((await latestMailTo(email))?.subject).toBe('Resetează parola contului Cuib'));
});
