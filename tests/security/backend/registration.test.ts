import { beforeAll, expect, test, vi } from 'vitest';
import { store } from '#server/context';
import { userRepository } from '#server/repositories/users';
import { callBackend, useTestCatalogue } from '../../support/embedded';
import { confirmedAccount, latestMailTo, mailsTo, strongPassword } from './accounts';

beforeAll(() => useTestCatalogue(100));

let registrations = 0;
const register = (email: string, password = strongPassword) =>
  callBackend('POST', '/api/v2/auth/registration', {
    body: { email, password, firstName: 'Maria', lastName: 'Ionescu', termsAccepted: true },
    client: `198.51.100.${++registrations}`,
  });

test('registering a taken address answers exactly like a new one and e-mails the owner instead', async () => {
  await confirmedAccount('taken@exemplu.ro');
  const fresh = await register('fresh@exemplu.ro');
  const taken = await register('taken@exemplu.ro');
  expect(taken.status).toBe(fresh.status);
  expect(Object.keys(taken.json as object)).toEqual(Object.keys(fresh.json as object));
  expect(taken.json).toEqual({ email: 'taken@exemplu.ro' });
  const mail = (await latestMailTo('taken@exemplu.ro'))!;
  expect(mail.subject).toBe('Cineva a încercat să creeze un cont Cuib cu adresa ta');
  expect(mail.body).toContain('/parola');
});

test('accounts created at the same moment: one per address, each with an id of its own', async () => {
  const users = userRepository(store());
  const account = (email: string) => users.create({ email, passwordHash: 'scrypt$x$y', firstName: 'Maria', lastName: 'Ionescu', newsletter: false });
  const same = await Promise.all(Array.from({ length: 8 }, (_, n) => account(n % 2 ? 'At.Once@exemplu.ro' : 'at.once@exemplu.ro')));
  expect(same.filter((user) => user !== undefined)).toHaveLength(1);
  const others = await Promise.all(Array.from({ length: 12 }, (_, n) => account(`at.once.${n}@exemplu.ro`)));
  const ids = [...same, ...others].flatMap((user) => (user ? [user.id] : []));
  expect(new Set(ids).size).toBe(13);
  // A registration through the API of an address created meanwhile answers as for any taken one.
  expect((await register('at.once@exemplu.ro')).status).toBe(201);
});

test('repeated registrations of a taken address e-mail its owner at most 3 times an hour', async () => {
  await confirmedAccount('flooded@exemplu.ro');
  for (let n = 0; n < 6; n++) expect((await register('flooded@exemplu.ro')).status).toBe(201);
  expect((await mailsTo('flooded@exemplu.ro')).filter((mail) => mail.subject.startsWith('Cineva a încercat')).length).toBe(3);
});

test.each([['12345678'], ['password'], ['        '], ['weak.pass@exemplu.ro'], ['Weak.Pass@exemplu.ro!']])(
  'registration refuses the password %j naming body.password in Romanian',
  async (password) => {
    const { status, json } = await register('weak.pass@exemplu.ro', password);
    expect(status).toBe(400);
    expect(json).toMatchObject({ field: 'body.password', detail: expect.stringMatching(/^Parola /) });
  },
);

test('a new password set by reset link must be strong too', async () => {
  const email = 'reset.weak@exemplu.ro';
  await confirmedAccount(email);
  await callBackend('POST', '/api/v2/auth/password/renewal', { body: { email }, client: '198.51.100.200' });
  await vi.waitFor(async () => expect((await latestMailTo(email))?.subject).toBe('Resetează parola contului Cuib'));
  const code = /parola\/confirmare\/([\w-]+)/.exec((await latestMailTo(email))!.body)![1];
  for (const password of ['12345678', 'password', '        ', email]) {
    const { status, json } = await callBackend('POST', '/api/v2/auth/password/confirmation', { body: { code, password } });
    expect(status).toBe(400);
    expect(json).toMatchObject({ field: 'body.password' });
  }
  // The refused attempts did not spend the code.
  expect((await callBackend('POST', '/api/v2/auth/password/confirmation', { body: { code, password: 'Alt-Cuib-Livada-2027' } })).status).toBe(200);
});
