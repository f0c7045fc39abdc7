import { beforeAll, describe, expect, test } from 'vitest';
import { zFeaturePayload } from '#generated/features/zod.gen';
import { store } from '#server/context';
import type { Tables } from '#server/db/tables';
import { callBackend, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue());

const cookie = 'cuib_visitor=00000000-0000-4000-8000-000000000777';
const count = async (table: keyof Tables) => (await store().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe('consent and experiments', () => {
  test('consent is stored', async () => {
    const { status } = await callBackend('POST', '/api/v2/consent', { cookie, body: { essential: true, marketing: false, analytics: true, functional: true } });
    expect(status).toBe(204);
    expect(await store().selectFrom('consents').select(['analytics', 'marketing']).where('visitor', '=', '00000000-0000-4000-8000-000000000777').executeTakeFirst()).toEqual({
      analytics: 1,
      marketing: 0,
    });
  });

  test('consent with a missing category is refused naming it', async () => {
    const { status, json } = await callBackend('POST', '/api/v2/consent', { cookie, body: { essential: true } });
    expect(status).toBe(400);
    expect(json).toMatchObject({ field: 'body.marketing' });
  });

  test('experiment events and viewed experiments are stored', async () => {
    expect((await callBackend('POST', '/api/v2/experiment-event', { cookie, body: { name: 'card_click', params: { variant: 'B', position: 3 } } })).status).toBe(204);
    expect((await callBackend('GET', '/api/v2/viewed-experiments?ex=card-layout%7C1', { cookie })).status).toBe(204);
    expect((await callBackend('GET', '/api/v2/viewed-experiments?ex=card-layout%7C1', { cookie })).status).toBe(204);
    expect(await count('experiment_events')).toBe(1);
    expect(await count('viewed_experiments')).toBe(1);
    expect((await callBackend('GET', '/api/v2/viewed-experiments?ex=fara-bara', { cookie })).json).toMatchObject({ field: 'query.ex' });
  });
});

describe('impressions', () => {
  test('a batch is stored', async () => {
    const body = { project: 'cuib', impressions: [{ variant_id: 1, source: 1 }, { variant_id: 2, source: 99 }] };
    expect((await callBackend('POST', '/impression', { body })).status).toBe(204);
    expect(await count('impressions')).toBe(2);
  });

  test.each([
    ['an empty batch', { project: 'cuib', impressions: [] }, 'body.impressions'],
    ['an unknown click source', { project: 'cuib', impressions: [{ variant_id: 1, source: 48 }] }, 'body.impressions.0.source'],
  ])('refuses %s', async (_, body, field) => {
    const { status, json } = await callBackend('POST', '/impression', { body });
    expect(status).toBe(400);
    expect(json).toMatchObject({ field });
  });
});

describe('click-through', () => {
  test('records the click and redirects to the shop’s own domain', async () => {
    const shop = await store().selectFrom('variants as v').innerJoin('eshops as e', 'e.id', 'v.eshop_id').select(['e.domain', 'v.slug']).where('v.id', '=', 5).executeTakeFirstOrThrow();
    const { status, headers } = await callBackend('GET', '/v2/clickthrough/5/1?position=3&requestId=abc&utm_source=newsletter');
    expect(status).toBe(302);
    const location = new URL(headers.get('location')!);
    expect(location.host).toBe(shop.domain);
    expect(location.pathname).toBe(`/${shop.slug}`);
    expect(await store().selectFrom('clicks').select(['variant_id', 'source', 'position', 'request_id', 'attribution']).executeTakeFirst()).toEqual({
      variant_id: 5,
      source: 1,
      position: 3,
      request_id: 'abc',
      attribution: '{"utm_source":"newsletter"}',
    });
  });

  test.each([
    ['an unknown click source', '/v2/clickthrough/5/48', 400],
    ['an unknown variant', '/v2/clickthrough/999999/1', 404],
    ['a position of zero', '/v2/clickthrough/5/1?position=0', 400],
  ])('refuses %s', async (_, path, status) => {
    expect((await callBackend('GET', path)).status).toBe(status);
  });
});

describe('feature flags', () => {
  test('the payload is in GrowthBook’s format', async () => {
    const { status, json, headers } = await callBackend('GET', '/api/features/sdk-cuib-ro');
    expect(status).toBe(200);
    // The SDK opens the event stream only when told it may.
    expect(headers.get('x-sse-support')).toBe('enabled');
    expect(zFeaturePayload.parse(json).features['christmas-delivery-days']).toEqual({ defaultValue: 10 });
  });

  test('remote evaluation resolves rules for the attributes given', async () => {
    const during = await callBackend('POST', '/api/eval/sdk-cuib-ro', { body: { attributes: { date: '2026-11-27' } } });
    expect((during.json as { features: Record<string, unknown> }).features['black-friday']).toEqual({ defaultValue: true });
    const after = await callBackend('POST', '/api/eval/sdk-cuib-ro', { body: { attributes: { date: '2026-12-05' } } });
    expect((after.json as { features: Record<string, unknown> }).features['black-friday']).toEqual({ defaultValue: false });
  });

  test('an unknown client key is 404', async () => {
    expect((await callBackend('GET', '/api/features/alta-cheie')).status).toBe(404);
  });

  test('the event stream sends the payload as a features event', async () => {
    const backend = (await import('#server/index')).embeddedBackendFor('/sub/sdk-cuib-ro')!;
    const controller = new AbortController();
    const response = await backend.app.fetch(new Request('http://cuib.test/sub/sdk-cuib-ro', { signal: controller.signal }));
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    const text = new TextDecoder().decode(value);
    expect(text).toMatch(/^event: features\ndata: \{"features"/);
    controller.abort();
    await reader.cancel();
  });
});
