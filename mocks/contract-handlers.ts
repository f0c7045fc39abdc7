import { http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import type { OperationSpec } from '#generated/runtime';

type Example = { readonly status: number; readonly body: unknown };

const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
  HEAD: http.head,
  OPTIONS: http.options,
} as const;

/** `/api/v2/variant/{variantId}/deliveries` → `*\/api/v2/variant/:variantId/deliveries`, on any origin. */
const mswPath = (template: string) => `*${template.replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * One MSW handler per contract operation, keyed by operationId so a story or test can replace one
 * (`msw.use(handlers.postVariantFeed)` or its own). By default each answers with the contract's
 * own example; `resolvers` give richer answers from the fixture factories.
 */
export function contractHandlers<Id extends string>(
  operations: readonly OperationSpec[],
  examples: Partial<Record<Id, Example>>,
  resolvers: Partial<Record<Id, HttpResponseResolver>> = {},
): Record<Id, HttpHandler> {
  const handlers = {} as Record<Id, HttpHandler>;
  for (const operation of operations) {
    const id = operation.operationId as Id;
    const example = examples[id];
    const method = methods[operation.method as keyof typeof methods];
    const resolver: HttpResponseResolver =
      resolvers[id] ??
      (() =>
        example?.body == null
          ? new HttpResponse(null, { status: example?.status ?? 204 })
          : HttpResponse.json(example.body as object, { status: example.status }));
    handlers[id] = method(mswPath(operation.url), resolver);
  }
  return handlers;
}
