import { beforeAll, expect, test } from 'vitest';
import { callBackend, useTestCatalogue } from '../../support/embedded';
import { latestMailTo, mailsTo } from './accounts';

beforeAll(() => useTestCatalogue(100));

const attackersPassword = 'Parola-Atacatorului-7731';
const victimsPassword = 'Castanul-Rosu-de-la-Sibiu-9';

let clients = 0;
const register = (email: string, password: string, firstName: string) =>
  callBackend('POST', '/api/v2/auth/registration', {
    body: { email, password, firstName, lastName: 'Ionescu', termsAccepted: true },
    client: `198.51.100.${++clients}`,
  });
const login = (email: string, password: string) => callBackend('POST', '/api/v2/auth/login', { body: { email, password }, client: `203.0.113.${++clients}` });
const confirmationIn = (body: string) => /register\/confirmation\/(\d+)\/([\w-]+)/.exec(body);
const setPasswordCodeIn = (body: string) => /parola\/confirmare\/([\w-]+)/.exec(body)?.[1];
const confirm = (match: RegExpExecArray) =>
  callBackend('POST', '/api/v2/auth/registration/confirmation', { body: { userId: Number(match[1]), confirmationCode: match[2] } });

test('an attacker who registered the address first never gets into the account the victim confirms', async () => {
  const email = 'victima@exemplu.ro';
  expect((await register(email, attackersPassword, 'Atacator')).status).toBe(201);
  const attackersMail = confirmationIn((await latestMailTo(email))!.body)!;
  expect(attackersMail).not.toBeNull();
  // The victim registers later and is answered as anyone is.
  const victims = await register(email, victimsPassword, 'Maria');
  expect(victims.status).toBe(201);
  expect(victims.json).toEqual({ email });
  // The first e-mail's link (made by the attacker's registration) no longer confirms anything.
  expect((await confirm(attackersMail)).status).toBe(404);
  // The newest e-mail has the victim choose the password as the account is confirmed.
  const newest = (await latestMailTo(email))!;
  expect((await mailsTo(email)).length).toBe(2);
  const code = setPasswordCodeIn(newest.body);
  expect(code, newest.body).toBeDefined();
  const confirmed = await callBackend('POST', '/api/v2/auth/password/confirmation', { body: { code, password: victimsPassword } });
  expect(confirmed.status).toBe(200);
  expect(confirmed.json).toMatchObject({ user: { email, firstName: 'Maria' } });
  expect((await login(email, victimsPassword)).status).toBe(200);
  expect((await login(email, attackersPassword)).status).toBe(401);
  // And the attacker's link stays refused after the confirmation.
  expect((await confirm(attackersMail)).status).toBe(404);
});

test('an attacker registering the address after the victim cannot make the victim confirm the attacker’s password', async () => {
  const email = 'victima.doi@exemplu.ro';
  expect((await register(email, victimsPassword, 'Maria')).status).toBe(201);
  const victimsMail = confirmationIn((await latestMailTo(email))!.body)!;
  expect((await register(email, attackersPassword, 'Atacator')).status).toBe(201);
  // Whichever e-mail the victim follows, the account never ends up with the attacker's password.
  expect((await confirm(victimsMail)).status).toBe(404);
  const code = setPasswordCodeIn((await latestMailTo(email))!.body);
  expect((await callBackend('POST', '/api/v2/auth/password/confirmation', { body: { code, password: victimsPassword } })).status).toBe(200);
  expect((await login(email, attackersPassword)).status).toBe(401);
  expect((await login(email, victimsPassword)).status).toBe(200);
});

test('a registration of a confirmed address changes nothing in the account', async () => {
  const email = 'confirmat@exemplu.ro';
  await register(email, victimsPassword, 'Maria');
  expect((await confirm(confirmationIn((await latestMailTo(email))!.body)!)).status).toBe(200);
  expect((await register(email, attackersPassword, 'Atacator')).status).toBe(201);
  expect((await latestMailTo(email))!.subject).toBe('Cineva a încercat să creeze un cont Cuib cu adresa ta');
  expect((await login(email, attackersPassword)).status).toBe(401);
  expect((await login(email, victimsPassword)).status).toBe(200);
});
