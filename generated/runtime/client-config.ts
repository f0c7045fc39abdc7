import { FetchError, ResponseError } from './errors';
import { type OperationSpec, type RequestShape, requiredInputsCheck } from './operations';

/** What an `onError` middleware sees when a request got no answer. */
export interface FetchErrorContext {
  request: Request;
  error: unknown;
}

/**
 * A middleware may supply an alternative response when the network fails (a cached copy, an
 * offline answer). Returning nothing lets the next middleware try; if none answers, `FetchError`.
 */
export interface Middleware {
  onError?(context: FetchErrorContext): Promise<Response | void> | Response | void;
}

export interface MiddlewareStack {
  use(...middleware: Middleware[]): void;
  eject(middleware: Middleware): void;
  readonly list: readonly Middleware[];
}

export function createMiddlewareStack(): MiddlewareStack {
  let list: Middleware[] = [];
  return {
    use: (...middleware) => void (list = [...list, ...middleware]),
    eject: (middleware) => void (list = list.filter((m) => m !== middleware)),
    get list() {
      return list;
    },
  };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The fetch every Cuib client uses: network failures become `FetchError` unless a middleware
 * answers, and any status outside 200–299 becomes `ResponseError` with the unread response.
 */
export function createRuntimeFetch(middleware: MiddlewareStack, baseFetch?: typeof fetch): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    let response: Response | undefined;
    try {
      response = await (baseFetch ?? globalThis.fetch)(request);
    } catch (error) {
      // An aborted request is the caller's own doing (React Query cancels them); keep it recognisable.
      if (isAbort(error)) throw error;
      for (const m of middleware.list) {
        response = (await m.onError?.({ request, error })) ?? undefined;
        if (response) break;
      }
      if (!response) throw new FetchError(error);
    }
    if (response.status < 200 || response.status > 299) throw new ResponseError(response);
    return response;
  };
}

/** The part of hey-api's client config the runtime fills in. */
interface RuntimeConfigShape {
  fetch?: typeof fetch;
  requestValidator?: (data: unknown) => Promise<unknown>;
}

/**
 * Returns the `createClientConfig` that a generated client calls on creation
 * (hey-api's `runtimeConfigPath`): required-parameter checks before any request, and the
 * runtime fetch above. Both are per backend; `middleware` is that backend's stack.
 */
export function createRuntimeConfig(operations: readonly OperationSpec[], middleware: MiddlewareStack) {
  const check = requiredInputsCheck(operations);
  return <T extends RuntimeConfigShape>(config?: T): T =>
    ({
      ...config,
      fetch: createRuntimeFetch(middleware, config?.fetch),
      requestValidator: async (data: unknown) => check(data as RequestShape),
    }) as T;
}
