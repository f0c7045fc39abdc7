/**
 * The API reference at /docs/api/ (built by `npm run docs:api` into public/docs/api/, copied by
 * `waku build`): an index, one Scalar page per contract at /docs/api/<contract>, and the contract
 * as YAML at /docs/api/<contract>.yaml; Scalar's script, /docs/api/scalar.js, is a static file (see
 * waku.server.ts). Only those names are served. The pages get a CSP of their own: Scalar's script
 * from here and each page's one inline script (by hash), requests to this site only, nothing
 * fetched from elsewhere.
 */
import type { ApiReferenceManifest } from './api-reference-manifest';
import { readBuiltFile } from './built-files';

export const apiReferencePath = '/docs/api/';

let manifest: Promise<ApiReferenceManifest | null> | undefined;
const readManifest = () =>
  (manifest ??= readBuiltFile(`${apiReferencePath}manifest.json`).then(
    (text) => JSON.parse(text) as ApiReferenceManifest,
    () => null,
  ));

const policy = (scripts: string[]) =>
  [
    "default-src 'none'",
    `script-src ${scripts.length ? `'self' ${scripts.join(' ')}` : "'none'"}`,
    // Scalar's styles are inline (Vue components); its search runs in a worker from a blob.
    "style-src 'unsafe-inline'",
    "worker-src blob:",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

const answer = (body: string, type: string, scripts: string[] = [], status = 200) =>
  new Response(body, {
    status,
    headers: { 'content-type': type, 'content-security-policy': policy(scripts), 'cache-control': status === 200 ? 'public, max-age=300' : 'no-store' },
  });

const missing = (title: string, text: string) =>
  answer(`<!doctype html><html lang="ro"><meta charset="utf-8"><title>${title}</title><h1>${title}</h1><p>${text}</p></html>`, 'text/html; charset=utf-8', [], 404);

/** The answer for a path under /docs/api/: a page, a contract, or a 404 that says where to look. */
export async function apiReferenceResponse(path: string): Promise<Response> {
  const name = path.slice(apiReferencePath.length);
  const built = await readManifest();
  if (!built) return missing('Referința API lipsește', 'Referința API nu a fost construită. Rulați <code>npm run docs:api</code>, apoi <code>npm run build</code>.');
  if (name === '') return answer(await readBuiltFile(`${apiReferencePath}index.html`), 'text/html; charset=utf-8');
  const [, backend, yaml] = /^([a-z-]+)(\.yaml)?$/.exec(name) ?? [];
  const entry = built.backends.find((candidate) => candidate.name === backend);
  if (!entry) return missing('Pagina nu există', `Nu există contractul „${backend ?? ''}”. Toate contractele sunt în <a href="${apiReferencePath}">referința API</a>.`);
  return yaml
    ? answer(await readBuiltFile(`${apiReferencePath}${entry.name}.yaml`), 'application/yaml; charset=utf-8')
    : answer(await readBuiltFile(`${apiReferencePath}${entry.name}.html`), 'text/html; charset=utf-8', entry.scriptHashes);
}
