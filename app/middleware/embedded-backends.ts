import type { MiddlewareHandler } from 'hono';
import { configuredBackendUrl } from '#domain/backends';
// The one place app/ reaches into server/ (DESIGN.md): the reference backends are mounted on the
// site's own origin, so the browser's credentialed calls need no CORS and no third-party cookies.
import { backendOwning } from '#server/index';
import { requestContext } from '../request-context';

/** Browser calls to a moved backend wait this long for it (`CUIB_PROXY_TIMEOUT_MS`, default 10 s). */
const proxyTimeoutMs = () => Number(process.env.CUIB_PROXY_TIMEOUT_MS) || 10_000;

// Headers that describe one hop, not the request: never forwarded (RFC 9110 §7.6.1).
const hopByHop = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host', 'content-length'];

/**
 * A browser call for a backend that `CUIB_<NAME>_URL` points elsewhere, passed on to it: same
 * path, query, method, body and cookies; its answer comes back as it is. So moving a backend
 * out of this process works for the browser's calls too, still on one origin.
 */
async function proxy(request: Request, target: string): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of hopByHop) headers.delete(name);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const answer = await fetch(`${target}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(proxyTimeoutMs())]),
    });
    const answerHeaders = new Headers(answer.headers);
    // fetch has already decoded the body; the site's compression encodes it again.
    answerHeaders.delete('content-encoding');
    answerHeaders.delete('content-length');
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: answerHeaders });
  } catch (error) {
    console.error(`The backend at ${target} did not answer ${request.method} ${url.pathname}.`, error);
    return new Response(JSON.stringify({ type: 'https://cuib.ro/probleme/serviciu-indisponibil', title: 'Serviciu indisponibil', status: 503, detail: 'Serviciul nu răspunde acum. Încearcă din nou peste câteva momente.' }), {
      status: 503,
      headers: { 'content-type': 'application/problem+json; charset=utf-8', 'retry-after': '5' },
    });
  }
}

const abortion = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/**
 * The site server's own calls to an embedded backend, in process: the request goes straight to
 * the backend's Hono app, with the visitor's connection (its limits count the visitor). The wait
 * ends when the request's signal aborts (timeout, visitor gone).
 */
export async function embeddedFetch(request: Request): Promise<Response> {
  const backend = backendOwning(new URL(request.url).pathname);
  if (!backend) throw new TypeError(`No embedded backend answers ${new URL(request.url).pathname}.`);
  request.signal.throwIfAborted();
  return Promise.race([Promise.resolve(backend.app.fetch(request, requestContext()?.bindings)), abortion(request.signal)]);
}

const embeddedBackendsMiddleware = (): MiddlewareHandler => async (c, next) => {
  const backend = backendOwning(c.req.path);
  if (!backend) return next();
  const target = configuredBackendUrl(backend.name);
  return target ? proxy(c.req.raw, target) : backend.app.fetch(c.req.raw, c.env);
};

export default embeddedBackendsMiddleware;
