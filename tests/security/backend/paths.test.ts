import { beforeAll, expect, test } from 'vitest';
import { embeddedBackendFor } from '#server/index';
import { callBackend, useTestCatalogue } from '../../support/embedded';

beforeAll(() => useTestCatalogue(100));

test.each([
  '/api/v2/pages/category/..%2F..%2Fetc%2Fpasswd',
  '/api/v2/pages/category/%2e%2e%2fmenu',
  '/api/v2/pages/category/.%2Fmenu',
  '/api/v1/cuib/like/variant/..%5C1',
  '/api/v1/cuib/watchdog/unsubscribe/%2E%2E%2Fx',
  '/v2/clickthrough/..%2f1/2',
  '/sub/..%2fsdk-cuib-ro',
  '/api/features/%2e%2E%2Fsdk-cuib-ro',
  '/api/v2/pages/category/%E0%A4%A',
])('%s is refused with a 400 problem', async (path) => {
  const { status, type, json } = await callBackend('GET', path);
  expect(status).toBe(400);
  expect(type).toContain('application/problem+json');
  expect(json).toMatchObject({ status: 400, field: 'path' });
});

test.each(['/api/v2/pages/category/', '/impression/', '/v1/', '/sub/'])('a path over 2048 characters under %s is refused with 414', async (prefix) => {
  const { status, type, json } = await callBackend('GET', `${prefix}${'a'.repeat(2100)}`);
  expect(status).toBe(414);
  expect(type).toContain('application/problem+json');
  expect(json).toMatchObject({ status: 414, field: 'path' });
});

test.each(['/api/v9/nimic', '/api/altceva', '/v1/nimic', '/v2/nimic', '/impression/nimic', '/sub/'])('an unknown path under an API prefix (%s) is a problem+json 404', async (path) => {
  const { status, type } = await callBackend('GET', path);
  expect(status).toBe(404);
  expect(type).toContain('application/problem+json');
});

test('paths outside the API prefixes stay the site’s', () => {
  expect(embeddedBackendFor('/produse/canapele')).toBeUndefined();
  expect(embeddedBackendFor('/apicultura')).toBeUndefined();
});
