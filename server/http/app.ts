import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { maxUploadBodyBytes, takesFeedUpload, takesUpload } from '#domain/uploads';
import { ready } from '../context';
import { guardWrites } from './cross-site';
import { refuseOddPaths } from './paths';
import { onError, onNotFound, problem, serviceUnavailable } from './problem';
import { maxBodyBytes } from './validate';

/**
 * A backend's Hono app: odd paths, writes from other sites, non-JSON bodies and bodies over
 * 256 KiB are refused before any route runs — the size by `Content-Length`, or by counting a
 * streamed body and stopping at the limit, so a huge body is never read in full. Unknown paths
 * and unexpected errors answer as problem+json, never a stack trace.
 */
/**
 * A refusal sent before the body was read closes the connection: the unread rest of the body
 * would otherwise be taken for the next request on it, which then fails.
 */
function closing(response: Response): Response {
  response.headers.set('connection', 'close');
  return response;
}

/** Set once the store is open and seeded: from then on a request does not even await. */
let storeReady = false;

/**
 * Before the first route runs, the store is opened (and seeded when new). A store that cannot be
 * opened (PostgreSQL unreachable) is a 503 with `Retry-After` for this request; the next one tries
 * again.
 */
const storeOpened: MiddlewareHandler = (_c, next) => (storeReady ? next() : openingStore(next));

async function openingStore(next: () => Promise<void>): Promise<Response | void> {
  try {
    await ready();
    storeReady = true;
  } catch (error) {
    console.error(`The store could not be opened: ${error instanceof Error ? error.message : String(error)}`);
    return serviceUnavailable();
  }
  await next();
}

export function backendApp(): Hono {
  const app = new Hono();
  app.use(refuseOddPaths);
  app.use(guardWrites);
  const jsonLimit = bodyLimit({
    maxSize: maxBodyBytes,
    onError: () => closing(problem(413, `Corpul cererii depășește ${maxBodyBytes / 1024} KiB.`, { field: 'body' })),
  });
  // Review photos take up to 8 MiB a photo. A shop's feed file is streamed to disk by its route,
  // which counts it against its own limit: this middleware would hold it in memory.
  const uploadLimit = bodyLimit({ maxSize: maxUploadBodyBytes, onError: () => closing(problem(413, 'Fotografia depășește 8 MB.', { field: 'body.photo' })) });
  app.use((c, next) => (takesFeedUpload(c.req.path) ? next() : (takesUpload(c.req.path) ? uploadLimit : jsonLimit)(c, next)));
  app.use(storeOpened);
  app.onError(onError);
  app.notFound(onNotFound);
  return app;
}
