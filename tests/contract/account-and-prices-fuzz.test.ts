import { beforeAll, describe, expect, test } from 'vitest';
import { callBackend, sessionCookie, useTestCatalogue } from '../support/embedded';
import { malformedCookies, malformedPaths } from '../support/fuzz';

let session = '';
beforeAll(async () => {
  await useTestCatalogue(300);
  session = await sessionCookie({ id: 5151, name: 'Fuzz Cuib', email: 'fuzz@exemplu.ro' });
});

/** Garbage where an id, a period or a password goes: the last segments of the fuzz helper's paths. */
const values = [...new Set(malformedPaths(80, 7).map((path) => path.split('/').filter(Boolean).pop() ?? ''))].slice(0, 40);
const bodies: unknown[] = [
  '{"currentPassword": ',
  '[]',
  'null',
  '"text"',
  { currentPassword: 42, newPassword: ['x'] },
  { currentPassword: null, newPassword: null, password: null },
  { currentPassword: 'ș'.repeat(201), newPassword: 'ț'.repeat(201) },
  { password: { nested: true } },
  { password: '' },
  { currentPassword: '\u0000', newPassword: '\u0000'.repeat(8) },
];

/** The operations added with the account and price-history contract, as requests to make. */
const operations: [string, (value: string) => { method: string; path: string }][] = [
  ['getVariantPriceHistory (id)', (value) => ({ method: 'GET', path: `/api/v2/variant/${value}/price-history` })],
  ['getVariantPriceHistory (days)', (value) => ({ method: 'GET', path: `/api/v2/variant/12/price-history?days=${value}` })],
  ['getPublicProfile', (value) => ({ method: 'GET', path: `/api/v2/users/${value}` })],
  ['getReceivedLikesCount', (value) => ({ method: 'GET', path: `/api/v1/cuib/like/received/user/comparison?userId=${value}` })],
  ['exportUserData', () => ({ method: 'GET', path: '/api/v2/user/export' })],
];

const expectNo5xx = (answer: { status: number; type: string; json: unknown }, what: string) => {
  expect(answer.status, `${what} answered ${answer.status}: ${JSON.stringify(answer.json)}`).toBeLessThan(500);
  if (answer.status >= 400) expect(answer.type).toContain('application/problem+json');
};

describe('no garbage gets a 5xx from the new operations', () => {
  test.each(operations)('%s with malformed values and cookies', async (_, make) => {
    const cookies = malformedCookies(values.length, 11);
    for (const [index, value] of values.entries()) {
      const { method, path } = make(encodeURIComponent(value));
      expectNo5xx(await callBackend(method, path, { cookie: cookies[index] }), `${method} ${path}`);
      expectNo5xx(await callBackend(method, path, { cookie: session }), `${method} ${path} signed in`);
    }
  });

  test.each([
    ['changePassword', '/api/v2/user/password'],
    ['deleteAccount', '/api/v2/user/deletion'],
  ])('%s with malformed bodies, signed in or with malformed cookies', async (_, path) => {
    const cookies = malformedCookies(bodies.length, 13);
    for (const [index, body] of bodies.entries()) {
      expectNo5xx(await callBackend('POST', path, { body, cookie: session, client: `203.0.113.${index + 1}` }), `POST ${path} ${JSON.stringify(body)}`);
      expectNo5xx(await callBackend('POST', path, { body, cookie: cookies[index] }), `POST ${path} with ${cookies[index]}`);
    }
  });
});
