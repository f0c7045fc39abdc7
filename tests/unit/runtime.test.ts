import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  createMiddlewareStack,
  createRuntimeFetch,
  FetchError,
  RequiredError,
  requiredInputsCheck,
  ResponseError,
} from '#generated/runtime';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('requiredInputsCheck', () => {
  const check = requiredInputsCheck([
    {
      operationId: 'likeItem',
      method: 'POST',
      url: '/api/v1/{project}/like/{item_type}/{item_id}',
      required: [
        { name: 'project', field: 'project', in: 'path' },
        { name: 'item_type', field: 'itemType', in: 'path' },
        { name: 'item_id', field: 'itemId', in: 'path' },
      ],
    },
    {
      operationId: 'searchSuggest',
      method: 'GET',
      url: '/v2/search',
      required: [{ name: 'q', field: 'q', in: 'query' }],
    },
  ]);

  test('names the first missing input, camel-cased, and the operation', () => {
    expect(() =>
      check({ method: 'POST', url: '/api/v1/{project}/like/{item_type}/{item_id}', path: { project: 'cuib', item_type: null } }),
    ).toThrow(new RequiredError('itemType', 'likeItem'));
    expect(() => check({ method: 'GET', url: '/v2/search', query: {} })).toThrow(
      'Required parameter "q" was null or undefined when calling searchSuggest.',
    );
  });

  test('passes when every required input is present, including falsy values', () => {
    expect(() =>
      check({ method: 'POST', url: '/api/v1/{project}/like/{item_type}/{item_id}', path: { project: 'cuib', item_type: 'variant', item_id: 0 } }),
    ).not.toThrow();
    expect(() => check({ method: 'GET', url: '/v2/search', query: { q: '' } })).not.toThrow();
  });

  test('ignores operations it does not know', () => {
    expect(() => check({ method: 'GET', url: '/elsewhere' })).not.toThrow();
  });
});

describe('createRuntimeFetch', () => {
  test('hands back 2xx answers untouched', async () => {
    server.use(http.get('http://cuib.test/ok', () => HttpResponse.json({ ok: true })));
    const response = await createRuntimeFetch(createMiddlewareStack())('http://cuib.test/ok');
    expect(await response.json()).toEqual({ ok: true });
  });

  test('turns statuses outside 200–299 into ResponseError with the unread response', async () => {
    server.use(
      http.get('http://cuib.test/missing', () =>
        HttpResponse.json({ type: 'x', title: 'Negăsit', status: 404, field: 'path.variantId' }, {
          status: 404,
          headers: { 'content-type': 'application/problem+json' },
        }),
      ),
    );
    const error = await createRuntimeFetch(createMiddlewareStack())('http://cuib.test/missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).message).toBe('Response returned an error code');
    expect((error as ResponseError).response.status).toBe(404);
    expect(await (error as ResponseError).problem()).toMatchObject({ status: 404, field: 'path.variantId' });
  });

  test('turns network failures into FetchError carrying the cause', async () => {
    server.use(http.get('http://cuib.test/down', () => HttpResponse.error()));
    const error = await createRuntimeFetch(createMiddlewareStack())('http://cuib.test/down').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).message).toBe('The request failed and the interceptors did not return an alternative response');
    expect((error as FetchError).cause).toBeInstanceOf(TypeError);
  });

  test('uses the response an onError middleware supplies, after those that pass', async () => {
    server.use(http.get('http://cuib.test/down', () => HttpResponse.error()));
    const middleware = createMiddlewareStack();
    const seen: string[] = [];
    middleware.use(
      { onError: ({ request }) => void seen.push(`first ${new URL(request.url).pathname}`) },
      { onError: () => Response.json({ fromCache: true }) },
    );
    const response = await createRuntimeFetch(middleware)('http://cuib.test/down');
    expect(await response.json()).toEqual({ fromCache: true });
    expect(seen).toEqual(['first /down']);
  });

  test('an alternative response that is itself an error status is still a ResponseError', async () => {
    server.use(http.get('http://cuib.test/down', () => HttpResponse.error()));
    const middleware = createMiddlewareStack();
    middleware.use({ onError: () => new Response('', { status: 503 }) });
    await expect(createRuntimeFetch(middleware)('http://cuib.test/down')).rejects.toBeInstanceOf(ResponseError);
  });
});
