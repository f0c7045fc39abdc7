import { beforeAll, expect, test } from 'vitest';
import { zPostPartnerMessageResponse, zPostShopRegistrationResponse } from '#generated/main-api/zod.gen';
import { store } from '#server/context';
import { callBackend, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue());

const registration = {
  shopName: 'Casa Verde',
  website: 'https://www.casaverde.ro',
  contactName: 'Andreea Popa',
  email: 'andreea@casaverde.ro',
  phone: '+40 721 000 000',
  productCount: '100-1000',
  message: 'Vindem mobilier de grădină din lemn de salcâm.',
  termsAccepted: true,
};

test('a shop registration is stored, acknowledged to the shop and copied to the partnerships team', async () => {
  const { status, json } = await callBackend('POST', '/api/v2/partners/registrations', { body: registration });
  expect(status).toBe(201);
  const receipt = zPostShopRegistrationResponse.parse(json);
  expect(await store().selectFrom('partner_requests').select(['kind', 'email']).where('id', '=', receipt.id).executeTakeFirst()).toEqual({
    kind: 'registration',
    email: 'andreea@casaverde.ro',
  });
  const mails = await store().selectFrom('outbox').select(['recipient', 'subject']).orderBy('id', 'desc').limit(2).execute();
  expect(mails).toEqual([
    { recipient: 'magazine@cuib.ro', subject: 'Magazin nou: Casa Verde' },
    { recipient: 'andreea@casaverde.ro', subject: 'Am primit cererea magazinului tău' },
  ]);
});

test.each([
  ['terms not accepted', { ...registration, termsAccepted: false }, 'body.termsAccepted'],
  ['a website without http', { ...registration, website: 'casaverde.ro' }, 'body.website'],
  ['a phone with letters', { ...registration, phone: 'de sunat' }, 'body.phone'],
  ['an unknown product count', { ...registration, productCount: 'multe' }, 'body.productCount'],
])('a registration with %s is refused naming the field', async (_, body, field) => {
  const { status, json } = await callBackend('POST', '/api/v2/partners/registrations', { body });
  expect(status).toBe(400);
  expect(json).toMatchObject({ field });
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
