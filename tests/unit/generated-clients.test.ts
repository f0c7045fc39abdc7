import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import * as mainApi from '#generated/main-api/sdk.gen';
import { middleware as mainApiMiddleware } from '#generated/main-api/runtime.gen';
import { FetchError, RequiredError, ResponseError } from '#generated/runtime';
import { mainApiHandlers } from '#mocks/main-api';

const baseUrl = 'http://cuib.test';
const server = setupServer(...Object.values(mainApiHandlers));
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
