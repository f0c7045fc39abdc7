import { beforeAll, expect, test } from 'vitest';
import {
  zConfirmUserRegistrationResponse,
  zGetPartnerShopResponse,
  zPostPartnerMessageResponse,
  zPostShopRegistrationResponse,
  zProblem,
} from '#generated/main-api/zod.gen';
import { origins } from '#domain/origins';
import { store } from '#server/context';
import { callBackend, sessionCookie, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue());

const registration = {
  shopName: 'Mobila Casa',
  website: 'https://www.MobilaCasa.ro/despre-noi',
  contactName: 'Andreea Popa Ionescu',
  email: 'andreea@mobilacasa.ro',
  password: 'Salcam-Verde-la-Cluj-2026',
  phone: '+40 721 000 000',
  productCount: '1000-10000',
  message: 'Vindem mobilier de sufragerie și dormitor, cu livrare în toată țara.',
  termsAccepted: true,
};

/** Registrations from distinct clients, so the forms' per-client limit does not decide a test. */
let client = 0;
const register = (body: unknown) => callBackend('POST', '/api/v2/partners/registrations', { body, client: `10.1.0.${++client}` });

const lastMails = (count: number) => store().selectFrom('outbox').select(['recipient', 'subject', 'body']).orderBy('id', 'desc').limit(count).execute();

test('a registration creates an unconfirmed partner account and its shop, mails the link to the partner site and copies the team', async () => {
  const { status, json } = await register(registration);
  expect(status).toBe(201);
  const receipt = zPostShopRegistrationResponse.parse(json);
  expect(receipt).toMatchObject({ email: 'andreea@mobilacasa.ro', shop: { name: 'Mobila Casa', slug: 'mobila-casa', domain: 'mobilacasa.ro' } });

  const user = await store().selectFrom('users').selectAll().where('email', '=', 'andreea@mobilacasa.ro').executeTakeFirstOrThrow();
  expect(user).toMatchObject({ is_eshop: 1, is_admin: 0, confirmed_at: null, first_name: 'Andreea', last_name: 'Popa Ionescu' });
  expect(user.password_hash).not.toContain(registration.password);
  const shop = await store().selectFrom('eshops').selectAll().where('owner_user_id', '=', user.id).executeTakeFirstOrThrow();
  expect(shop).toMatchObject({ name: 'Mobila Casa', slug: 'mobila-casa', domain: 'mobilacasa.ro', paid: 0, paused: 0, feed_url: null });

  const [team, partner] = await lastMails(2);
  expect(partner).toMatchObject({ recipient: 'andreea@mobilacasa.ro', subject: 'Confirmă contul magazinului tău pe Cuib' });
  // The link leads to the partner site (configured origin), with the account's id and code.
  expect(partner!.body).toContain(`${origins().partner}/portal/confirmare/${user.id}/${user.confirmation_code}`);
  expect(origins().partner).not.toBe(origins().site);
  expect(team).toMatchObject({ recipient: 'magazine@cuib.ro', subject: 'Magazin nou: Mobila Casa' });
  // Neither the team's copy nor the stored request keeps the password.
  expect(team!.body).toContain('mobilacasa.ro');
  expect(team!.body).not.toContain(registration.password);
  const stored = await store().selectFrom('partner_requests').select('body').where('id', '=', receipt.id).executeTakeFirstOrThrow();
  expect(stored.body).toContain('Mobila Casa');
  expect(stored.body).not.toContain(registration.password);
});

test('until the address is confirmed the account cannot sign in nor use the portal; the e-mail link confirms it and signs in', async () => {
  const user = await store().selectFrom('users').select(['id', 'confirmation_code']).where('email', '=', 'andreea@mobilacasa.ro').executeTakeFirstOrThrow();
  const login = await callBackend('POST', '/api/v2/auth/login', { body: { email: registration.email, password: registration.password }, client: '10.2.0.1' });
  expect(login.status).toBe(401);
  const unconfirmed = await sessionCookie({ id: user.id, name: 'Andreea Popa Ionescu', email: registration.email, eshop: true });
  const refused = await callBackend('GET', '/api/v2/partners/me/shop', { cookie: unconfirmed });
  expect(refused.status).toBe(403);
  expect(zProblem.parse(refused.json).detail).toContain('Confirmă mai întâi adresa de e-mail');

  const confirmed = await callBackend('POST', '/api/v2/auth/registration/confirmation', { body: { userId: user.id, confirmationCode: user.confirmation_code } });
  expect(confirmed.status).toBe(200);
  expect(zConfirmUserRegistrationResponse.parse(confirmed.json).user).toMatchObject({ email: registration.email, isEshop: true, isAdmin: false });
  const cookie = confirmed.headers.get('set-cookie')!.split(';')[0]!;
  const shop = await callBackend('GET', '/api/v2/partners/me/shop', { cookie });
  expect(shop.status).toBe(200);
  expect(zGetPartnerShopResponse.parse(shop.json)).toMatchObject({ name: 'Mobila Casa', domain: 'mobilacasa.ro', pageUrl: '/produse/magazin/mobila-casa', liveOffers: 0, lastImport: null });
  // And the password now signs in.
  expect((await callBackend('POST', '/api/v2/auth/login', { body: { email: registration.email, password: registration.password }, client: '10.2.0.2' })).status).toBe(200);
});

test.each([
  ['an address that has an account (in any case)', { email: 'ANDREEA@mobilacasa.ro', website: 'https://mobila-casa-noua.ro' }, 'body.email', 'Există deja un cont cu adresa'],
  ['a domain already registered, with or without www.', { email: 'vanzari@mobilacasa.ro', website: 'http://mobilacasa.ro' }, 'body.website', 'Magazinul de pe mobilacasa.ro este deja înscris'],
  ['the domain of a shop Cuib already lists', { email: 'contact@mobiladalin.ro', website: 'https://www.mobiladalin.ro' }, 'body.website', 'mobiladalin.ro'],
])('%s is a 409 naming the field, and creates nothing', async (_, changes, field, detail) => {
  const users = await store().selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const shops = await store().selectFrom('eshops').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const { status, json } = await register({ ...registration, ...changes });
  expect(status).toBe(409);
  const problem = zProblem.parse(json);
  expect(problem).toMatchObject({ status: 409, field });
  expect(problem.detail).toContain(detail);
  expect(await store().selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(users);
  expect(await store().selectFrom('eshops').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(shops);
});

test('a second shop of the same name gets the next free slug', async () => {
  const { status, json } = await register({ ...registration, email: 'office@mobila-casa.md', website: 'https://mobila-casa.md' });
  expect(status).toBe(201);
  expect(zPostShopRegistrationResponse.parse(json).shop).toEqual({ name: 'Mobila Casa', slug: 'mobila-casa-2', domain: 'mobila-casa.md' });
});

test.each([
  ['terms not accepted', { termsAccepted: false }, 'body.termsAccepted'],
  ['a website without http', { website: 'mobilacasa.ro' }, 'body.website'],
  ['a website at an IP address', { website: 'http://192.168.1.20/magazin' }, 'body.website'],
  ['a website on localhost', { website: 'http://localhost:8080' }, 'body.website'],
  ['a phone with letters', { phone: 'de sunat' }, 'body.phone'],
  ['an unknown product count', { productCount: 'multe' }, 'body.productCount'],
  ['no password', { password: undefined }, 'body.password'],
  ['a short password', { password: 'Mobila1' }, 'body.password'],
  ['an easy password', { password: 'parola123' }, 'body.password'],
  ['the shop name as password', { password: 'MobilaCasa2026' }, 'body.password'],
])('a registration with %s is refused naming the field', async (_, changes, field) => {
  const { status, json } = await register({ ...registration, email: 'alt.contact@mobilier-nou.ro', website: 'https://mobilier-nou.ro', ...changes });
  expect(status).toBe(400);
  expect(zProblem.parse(json)).toMatchObject({ status: 400, field });
});

test('a sixth registration from one address within 15 minutes is refused', async () => {
  // Valid in form, refused for its easy password: each one is counted before the password is checked.
  const body = { ...registration, email: 'grabit@casa-lemn.ro', website: 'https://casa-lemn.ro', password: 'parola123' };
  for (let sent = 0; sent < 5; sent++) expect((await register(body)).status).toBe(400);
  const refused = await register(body);
  expect(refused.status).toBe(429);
  expect(zProblem.parse(refused.json)).toMatchObject({ field: 'body.email' });
});

test('a message to partnerships is stored; a sixth within 15 minutes from one address is refused', async () => {
  const message = { name: 'Mihai Georgescu', email: 'mihai@lustreshop.ro', subject: 'feed', message: 'Feedul nostru are 4.000 de produse. Le putem lista?' };
  for (let sent = 0; sent < 5; sent++) {
    const { status, json } = await callBackend('POST', '/api/v2/partners/messages', { body: message });
    expect(status).toBe(201);
    zPostPartnerMessageResponse.parse(json);
  }
  const refused = await callBackend('POST', '/api/v2/partners/messages', { body: message });
  expect(refused.status).toBe(429);
  expect(refused.json).toMatchObject({ field: 'body.email' });
  const short = await callBackend('POST', '/api/v2/partners/messages', { body: { ...message, email: 'alt@lustreshop.ro', message: 'Salut' } });
  expect(short.status).toBe(400);
  expect(short.json).toMatchObject({ field: 'body.message' });
});
