import { RequiredError } from './errors';

/** Where a required input travels. */
export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie' | 'body';

/** A required input of one operation, as `scripts/generate-clients.ts` reads it from the contract. */
export interface RequiredInput {
  /** The name on the wire (`item_type`), or `body`. */
  name: string;
  /** The name in errors: camel-cased parameter name, or the body's `x-codegen-request-body-name`. */
  field: string;
  in: ParameterLocation;
}

export interface OperationSpec {
  operationId: string;
  method: string;
  /** The path template exactly as the generated SDK passes it (`/api/v2/variant/{variantId}/deliveries`). */
  url: string;
  required: readonly RequiredInput[];
}

/** What the generated client hands a request validator. */
export interface RequestShape {
  method?: string;
  url: string;
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  headers?: Headers | Record<string, unknown>;
  body?: unknown;
}

const operationKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

function inputValue(request: RequestShape, input: RequiredInput): unknown {
  switch (input.in) {
    case 'body':
      return request.body;
    case 'path':
      return request.path?.[input.name];
    case 'query':
      return request.query?.[input.name];
    case 'header':
      return request.headers instanceof Headers
        ? (request.headers.get(input.name) ?? undefined)
        : request.headers?.[input.name];
    case 'cookie':
      // Cookies travel with the browser's credentials; nothing to check on the client.
      return true;
  }
}

/**
 * Builds the check that throws `RequiredError` for the first required input that is null or
 * undefined, in the order the contract declares them (path, query, then body).
 */
export function requiredInputsCheck(operations: readonly OperationSpec[]) {
  const byKey = new Map(operations.map((operation) => [operationKey(operation.method, operation.url), operation]));
  return (request: RequestShape): void => {
    const operation = byKey.get(operationKey(request.method ?? 'GET', request.url));
    if (!operation) return;
    for (const input of operation.required) {
      if (inputValue(request, input) == null) throw new RequiredError(input.field, operation.operationId);
    }
  };
}
