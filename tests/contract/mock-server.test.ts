import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { http } from 'msw';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { allHandlers } from '#mocks/index';
import { problemResponse } from '#mocks/problem';
import { validatorFor } from '../../scripts/contracts/check/validate';
import { summary } from '../../scripts/contracts/check/report';
import { failuresOf, runCheck } from '../../scripts/contracts/check/run';
import { backends, loadContract } from '../../scripts/contracts/load';
import { mockApp } from '../../scripts/contracts/mock/app';

/**
 * `npm run mock`'s app, kept to the contracts: contract:check finds nothing wrong in it, it refuses
 * bad input as our backends do, answers from its inputs, honours `Prefer`, and keeps what `links`
 * made.
 */
const warnings: string[] = [];
let server: ServerType;
let baseUrl: string;
beforeAll(async () => {
  const app = mockApp({ handlers: [...allHandlers(), http.all('*', () => problemResponse(404, {}))], warn: (line) => warnings.push(line) });
  baseUrl = await new Promise<string>((done) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => done(`http://127.0.0.1:${info.port}`));
  });
});
afterAll(() => server?.close());

const call = async (method: string, path: string, { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {}) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type') ?? '', headers: response.headers, json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
};

describe('the mock server', () => {
  test('keeps every contract: contract:check over all eight finds nothing, and no answer broke its schema', async () => {
    const report = await runCheck({ baseUrl, contracts: [...backends], seed: 1, runs: 3, slowMs: 10_000, timeoutMs: 10_000 });
    expect(failuresOf(report), summary(report, { shown: 30 })).toEqual([]);
    // The one sequence it cannot run: the mock sends no e-mail with a confirmation code.
    expect(report.contracts.flatMap((contract) => contract.skipped)).toEqual([expect.stringMatching(/^register → confirm → login → me: the confirmation needs the e-mailed code/)]);
    expect(report.contracts.reduce((sum, contract) => sum + contract.outcomes.length, 0)).toBeGreaterThan(1000);
    expect(warnings).toEqual([]);
  }, 120_000);

  test.each([
    ['a body field of the wrong type', 'POST', '/api/v2/variant/feed', { url: 5 }, 400, 'body.url'],
    ['a listing URL outside its pattern', 'POST', '/api/v2/variant/feed', { url: '/cos' }, 400, 'body.url'],
    ['an item of a list out of range', 'POST', '/api/v2/comparisons', { variantIds: [184213, 0] }, 400, 'body.variantIds[1]'],
    ['a missing body', 'POST', '/api/v2/comparisons', undefined, 400, 'body'],
    ['malformed JSON', 'POST', '/api/v2/variant/feed', '{"url": ', 400, 'body'],
    ['a path id that is not a number', 'GET', '/api/v2/pages/variant/canapea', undefined, 400, 'path.variantId'],
    ['a query value out of its enum', 'POST', '/api/v2/variant/reviews?type=toate', { variantId: 184213 }, 400, 'query.type'],
    ['a body over 256 KiB', 'POST', '/api/v2/variant/feed', { url: `/produse?q=${'a'.repeat(300_000)}` }, 413, 'body'],
  ] as const)('refuses %s as our backends do, naming it', async (_, method, path, body, status, field) => {
    const answer = await call(method, path, { body });
    expect(answer.status).toBe(status);
    expect(answer.type).toBe('application/problem+json');
    expect(answer.json).toMatchObject({ status, field });
  });

  test('asks for the credentials an operation declares', async () => {
    expect((await call('GET', '/api/v2/user/me')).status).toBe(401);
    expect((await call('GET', '/api/v2/user/me', { headers: { cookie: 'cuib_token=eyJhbGciOiJIUzI1NiJ9.e30.c2ln' } })).status).toBe(200);
  });

  test('answers with the ids it was asked for', async () => {
    const page = await call('GET', '/api/v2/pages/variant/500001');
    expect((page.json!.variant as { id: number }).id).toBe(500001);
    expect(((await call('GET', '/api/v2/pages/product/777')).json!.product as { id: number }).id).toBe(777);
  });

  test('honours Prefer: a documented status, a named example, a body made from the schema', async () => {
    const validator = validatorFor(loadContract('watchdog'));
    const watchState = { $ref: '#/components/schemas/WatchState' };
    const notFound = await call('GET', '/api/v1/cuib/watchdog/184213', { headers: { prefer: 'code=404' } });
    expect(notFound).toMatchObject({ status: 404, type: 'application/problem+json', json: { status: 404, field: 'path.variant_id' } });
    const none = await call('GET', '/api/v1/cuib/watchdog/184213', { headers: { prefer: 'example=none' } });
    expect(none).toMatchObject({ status: 200, json: { subscribed: false, type: null, targetPrice: null } });
    for (let n = 0; n < 5; n++) {
      const dynamic = await call('GET', '/api/v1/cuib/watchdog/184213', { headers: { prefer: 'dynamic=true' } });
      expect(dynamic.status).toBe(200);
      expect(validator.errors(watchState, dynamic.json)).toEqual([]);
    }
    expect((await call('GET', '/api/v1/cuib/watchdog/184213', { headers: { prefer: 'code=418' } })).json).toMatchObject({ status: 400, field: 'header.prefer' });
    expect((await call('GET', '/api/v1/cuib/watchdog/184213', { headers: { prefer: 'example=nimic' } })).json).toMatchObject({ status: 400, field: 'header.prefer', detail: expect.stringContaining('priceDrop, availability, none') });
  });

  test('what an operation created is read back through its link', async () => {
    const created = await call('POST', '/api/v2/comparisons', { body: { name: 'Canapele de ales', variantIds: [184213, 184214] } });
    expect(created.status).toBe(201);
    const id = created.json!.id as number;
    const read = await call('GET', `/api/v2/comparisons/${id}`);
    expect(read.json).toMatchObject({ id, name: 'Canapele de ales', variants: [{ id: 184213 }, { id: 184214 }] });
    // A watch subscribed, then unsubscribed, reads back each time.
    await call('POST', '/api/v1/cuib/watchdog/310001', { body: { email: 'ana.popescu@exemplu.ro', targetPrice: 999 } });
    expect((await call('GET', '/api/v1/cuib/watchdog/310001')).json).toMatchObject({ subscribed: true, type: 'priceDrop', targetPrice: 999 });
    await call('DELETE', '/api/v1/cuib/watchdog/310001');
    expect((await call('GET', '/api/v1/cuib/watchdog/310001')).json).toMatchObject({ subscribed: false });
  });
});
