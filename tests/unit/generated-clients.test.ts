import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import * as mainApi from '#generated/main-api/sdk.gen';
import { middleware as mainApiMiddleware } from '#generated/main-api/runtime.gen';
import { FetchError, RequiredError, ResponseError } from '#generated/runtime';
import * as adminData from '#generated/admin-data/sdk.gen';
import * as clickthrough from '#generated/clickthrough/sdk.gen';
import * as features from '#generated/features/sdk.gen';
import * as impressions from '#generated/impressions/sdk.gen';
import * as likes from '#generated/likes/sdk.gen';
import * as search from '#generated/search/sdk.gen';
import * as watchdog from '#generated/watchdog/sdk.gen';
import { allHandlers } from '#mocks/index';

const baseUrl = 'http://cuib.test';
// The click-through redirects to the shop; its page is stood in for here.
const shopPage = http.get('https://mobiladalin.ro/*', () => HttpResponse.text('Mobila Dalin'));
const server = setupServer(...allHandlers(), shopPage);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Counts requests that reach the network, to prove a RequiredError stops them before sending. */
function countRequests() {
  const seen = vi.fn();
  server.events.on('request:start', seen);
  return seen;
}

describe('main-api client', () => {
  test('answers with the typed data of a 2xx', async () => {
    const { data } = await mainApi.postVariantFeed({ baseUrl, body: { url: '/produse/canapele' } });
    expect(data.variants[0]?.name).toBe('Canapea extensibilă Oslo, 3 locuri, gri');
    expect(data.pagination.totalCount).toBe(61);
  });

  test.each([
    ['postVariantFeed', () => mainApi.postVariantFeed({ baseUrl, body: undefined as never }), 'filteringRequest'],
    ['postVariantReviews', () => mainApi.postVariantReviews({ baseUrl, body: null as never, query: { page: 1, type: 'all' } }), 'requestBody'],
    ['getVariantDeliveries', () => mainApi.getVariantDeliveries({ baseUrl, path: { variantId: undefined as never } }), 'variantId'],
    ['getUserVariantsLiked', () => mainApi.getUserVariantsLiked({ baseUrl, query: { sort: null as never } }), 'sort'],
    ['postAiSearch', () => mainApi.postAiSearch({ baseUrl, body: undefined as never }), 'aiSearchRequest'],
    ['postConsent', () => mainApi.postConsent({ baseUrl, body: undefined as never }), 'consentSettings'],
    ['postExperimentEvent', () => mainApi.postExperimentEvent({ baseUrl, body: undefined as never }), 'experimentEvent'],
  ])('%s without its required input throws RequiredError before sending', async (operationId, call, field) => {
    const requests = countRequests();
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequiredError);
    expect(error).toMatchObject({ field, operationId });
    expect((error as Error).message).toBe(`Required parameter "${field}" was null or undefined when calling ${operationId}.`);
    expect(requests).not.toHaveBeenCalled();
  });

  test('a problem answer becomes ResponseError with its response', async () => {
    server.use(
      http.post('*/api/v2/variant/feed', () =>
        HttpResponse.json(
          { type: 'https://cuib.ro/probleme/cerere-invalida', title: 'Cerere invalidă', status: 400, field: 'body.url' },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    const error = await mainApi.postVariantFeed({ baseUrl, body: { url: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).message).toBe('Response returned an error code');
    expect((error as ResponseError).response.status).toBe(400);
    expect(await (error as ResponseError).problem()).toMatchObject({ field: 'body.url' });
  });

  test('a network failure becomes FetchError, unless a middleware answers instead', async () => {
    server.use(http.get('*/api/v2/menu', () => HttpResponse.error()));
    const error = await mainApi.getMenu({ baseUrl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).message).toBe('The request failed and the interceptors did not return an alternative response');

    const cached = { onError: () => Response.json({ primary: [], rooms: [], gifts: [], top: [] }) };
    mainApiMiddleware.use(cached);
    try {
      const { data } = await mainApi.getMenu({ baseUrl });
      expect(data).toEqual({ primary: [], rooms: [], gifts: [], top: [] });
    } finally {
      mainApiMiddleware.eject(cached);
    }
  });
});

/**
 * One operation of every other backend through the same three errors: a good call answers, a
 * missing required input throws RequiredError before sending, a 5xx is a ResponseError and a
 * dropped connection a FetchError.
 */
const backends = [
  {
    backend: 'likes',
    path: '*/api/v1/:project/like/:item_type/:item_id',
    method: 'post',
    call: () => likes.likeItem({ baseUrl, path: { project: 'cuib', item_type: 'variant', item_id: 184213 } }),
    missing: () => likes.likeItem({ baseUrl, path: { project: 'cuib', item_type: undefined as never, item_id: 184213 } }),
    field: 'itemType',
    operationId: 'likeItem',
  },
  {
    backend: 'watchdog',
    path: '*/api/v1/:project/watchdog/:variant_id',
    method: 'post',
    call: () => watchdog.subscribeWatch({ baseUrl, path: { project: 'cuib', variant_id: 184213 }, body: { email: 'ana.popescu@exemplu.ro' } }),
    missing: () => watchdog.subscribeWatch({ baseUrl, path: { project: 'cuib', variant_id: 184213 }, body: undefined as never }),
    field: 'watchSubscribeRequest',
    operationId: 'subscribeWatch',
  },
  {
    backend: 'admin-data',
    path: '*/v1/data',
    method: 'get',
    call: () => adminData.getAdminData({ baseUrl, query: { project: 'cuib', categoryId: 4, variantIds: [184213, 184214], variant: 'listing' } }),
    missing: () => adminData.getAdminData({ baseUrl, query: { project: 'cuib', categoryId: 4, variantIds: null as never, variant: 'listing' } }),
    field: 'variantIds',
    operationId: 'getAdminData',
  },
  {
    backend: 'search',
    path: '*/v2/search',
    method: 'get',
    call: () => search.searchSuggest({ baseUrl, query: { q: 'canapea' } }),
    missing: () => search.searchSuggest({ baseUrl, query: { q: undefined as never } }),
    field: 'q',
    operationId: 'searchSuggest',
  },
  {
    backend: 'impressions',
    path: '*/impression',
    method: 'post',
    call: () => impressions.postImpressions({ baseUrl, body: { project: 'cuib', impressions: [{ variant_id: 184213, source: 1 }] } }),
    missing: () => impressions.postImpressions({ baseUrl, body: undefined as never }),
    field: 'impressionBatch',
    operationId: 'postImpressions',
  },
  {
    backend: 'features',
    path: '*/api/features/:clientKey',
    method: 'get',
    call: () => features.getFeatures({ baseUrl, path: { clientKey: 'sdk-cuib-ro' } }),
    missing: () => features.getFeatures({ baseUrl, path: { clientKey: undefined as never } }),
    field: 'clientKey',
    operationId: 'getFeatures',
  },
  {
    backend: 'clickthrough',
    path: '*/v2/clickthrough/:a/:b',
    method: 'get',
    call: () => clickthrough.clickThrough({ baseUrl, path: { a: 184213, b: 1 } }),
    missing: () => clickthrough.clickThrough({ baseUrl, path: { a: 184213, b: undefined as never } }),
    field: 'b',
    operationId: 'clickThrough',
  },
] as const;

describe.each(backends)('$backend client', ({ path, method, call, missing, field, operationId }) => {
  test('a good call is answered', async () => {
    await expect(call()).resolves.toBeDefined();
  });

  test(`a missing ${field} throws RequiredError before sending`, async () => {
    const requests = countRequests();
    await expect(missing()).rejects.toThrow(new RequiredError(field, operationId));
    expect(requests).not.toHaveBeenCalled();
  });

  test('a 503 is a ResponseError', async () => {
    server.use(http[method](path, () => new HttpResponse(null, { status: 503 })));
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).response.status).toBe(503);
  });

  test('a dropped connection is a FetchError', async () => {
    server.use(http[method](path, () => HttpResponse.error()));
    await expect(call()).rejects.toBeInstanceOf(FetchError);
  });
});
