import { createRuntimeFetch, type MiddlewareStack } from '#generated/runtime';
import { type BackendName, configuredBackendUrl } from '#domain/backends';
import { unstable_getHeaders, unstable_getRequest } from 'waku/router/server';
import { embeddedFetch } from '../middleware/embedded-backends';
import { requestContext } from '../request-context';

/**
 * How the site's server reaches a backend. A backend pointed elsewhere by `CUIB_<NAME>_URL` is
 * called there; an embedded one is called in process, under a fixed origin that never leaves the
 * process. Neither is ever taken from the request (a `Host` header must not choose where the
 * server sends the visitor's cookies).
 */
export const embeddedOrigin = 'http://embedded.cuib.internal';

export const backendBaseUrl = (name: BackendName): string => configuredBackendUrl(name) ?? embeddedOrigin;

/**
 * What the page needs to exist (the product, the listing) waits up to `CUIB_BACKEND_TIMEOUT_MS`
 * (3 s); what only adds to it (reviews, counts, flags) up to `CUIB_SECONDARY_TIMEOUT_MS` (1 s).
 */
export type Priority = 'critical' | 'secondary';

const timeoutMs = (priority: Priority): number => {
  const [variable, fallback] = priority === 'critical' ? ['CUIB_BACKEND_TIMEOUT_MS', 3000] : ['CUIB_SECONDARY_TIMEOUT_MS', 1000];
  const value = Number(process.env[variable]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** The visitor's request's own signal: aborted when the browser goes away. */
function visitorSignal(): AbortSignal | undefined {
  try {
    return unstable_getRequest().signal;
  } catch {
    // Outside Waku's rendering: the site's front (the catalogue version, the flags), or the build.
    return requestContext()?.signal;
  }
}

/**
 * Remembers the request's first failed backend call. Should the page then fail, that is why:
 * its error page says 503 (come back shortly) rather than 500. A secondary call counts too, for
 * a page may use as critical what the header loaded as secondary (the menu, shared by both).
 */
function noteFailure(name: BackendName, reason: string): void {
  const context = requestContext();
  if (context && !context.backendFailure) context.backendFailure = { backend: name, reason };
}

/**
 * Marks the request's page as drawn without a backend's answer (app/page-cache/ does not keep it):
 * here for every call that failed, and by the facades for what failed past the fetch (an answer
 * that is not the data) or was shared with another request's failed call (the menu, the flags).
 */
export function noteMissingPart(): void {
  const context = requestContext();
  if (context) context.partMissing = true;
}

/**
 * The plain fetch to a backend: bounded by the priority's timeout and by the visitor's request,
 * routed in process for embedded backends, and noting a failed call for the error page.
 */
export function backendFetch(name: BackendName, priority: Priority): typeof fetch {
  return async (input, init) => {
    const signals = [AbortSignal.timeout(timeoutMs(priority))];
    const visitor = visitorSignal();
    if (visitor) signals.push(visitor);
    // The caller's own bound (the generated client puts it on the request it hands over).
    const own = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (own) signals.push(own);
    const request = new Request(input, { ...init, signal: AbortSignal.any(signals) });
    try {
      const response = configuredBackendUrl(name) ? await fetch(request) : await embeddedFetch(request);
      if (response.status >= 500) {
        noteFailure(name, `answered ${response.status}`);
        noteMissingPart();
      }
      return response;
    } catch (error) {
      noteMissingPart();
      // A visitor who left is no backend's failure.
      if (!visitor?.aborted) noteFailure(name, (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs(priority)} ms` : String(error));
      throw error;
    }
  };
}

const fetches = new Map<string, typeof fetch>();

/**
 * Options for a generated SDK call from the server: base URL, the bounded fetch (wrapped by the
 * client runtime, so errors stay `ResponseError` / `FetchError`) and the visitor's cookies.
 */
export function backendOptions(name: BackendName, middleware: MiddlewareStack, priority: Priority = 'critical') {
  const key = `${name} ${priority}`;
  let runtimeFetch = fetches.get(key);
  if (!runtimeFetch) fetches.set(key, (runtimeFetch = createRuntimeFetch(middleware, backendFetch(name, priority))));
  return { baseUrl: backendBaseUrl(name), fetch: runtimeFetch, headers: forwardedHeaders() };
}

/** The visitor's cookies, forwarded so backends see the same visitor and user as the browser. */
export function forwardedHeaders(): Record<string, string> {
  try {
    const cookie = unstable_getHeaders().cookie;
    return cookie ? { cookie } : {};
  } catch {
    return {};
  }
}
