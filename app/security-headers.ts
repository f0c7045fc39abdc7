import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { origins } from '#domain/origins';
import { countrySites } from '#ui/lib/countries';
import { apiReferencePath } from './api-reference';
import { tagContainerUrl } from './lib/tag-container';
import { requestContext } from './request-context';

/** The request's nonce, for the CSP header; Waku puts the same one on its inline scripts. */
const nonce = () => `'nonce-${requestContext()?.nonce ?? ''}'`;

/**
 * Security headers on every answer, by Hono's `secureHeaders` (the build's hashed files get the
 * few that act on them, below):
 * - a CSP: scripts only from this origin or inline with the request's nonce (the bootstrap and
 *   the RSC payload), no framing by any site, no plugins, forms only to our two sites and, through
 *   the footer's country form, Cuib's other country sites (Chrome checks redirects too). Styles may
 *   be inline: the head's stylesheets are inlined for the first paint and react-aria sets some;
 * - nosniff, a strict-origin-when-cross-origin referrer, a permissions policy that turns off what
 *   a marketplace never uses, COOP, and HSTS when the site is served over https.
 * In development Vite's client needs inline and eval'd scripts, so the CSP is left out there.
 */
export function securityHeaders({ development }: { development: boolean }): MiddlewareHandler {
  const { site, partner, secure } = origins();
  // A configured tag container (off by default) may load its script and send its hits.
  const tagContainer = URL.canParse(tagContainerUrl() ?? '') ? [new URL(tagContainerUrl() as string).origin] : [];
  const strictTransportSecurity = secure ? 'max-age=31536000; includeSubDomains' : false;
  const documents: Parameters<typeof secureHeaders>[0] = {
    contentSecurityPolicy: development
      ? undefined
      : {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", nonce, ...tagContainer],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...tagContainer],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", site, partner, ...countrySites.map((country) => country.url)],
          frameAncestors: ["'none'"],
        },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    // Pictures and files of one site are used by the other (shop and partner site share them).
    crossOriginResourcePolicy: 'same-site',
    strictTransportSecurity,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      browsingTopics: [],
    },
  };
  const everything = secureHeaders(documents);
  // The API reference pages set a CSP of their own, made of their scripts' hashes (app/api-reference.ts).
  const reference = secureHeaders({ ...documents, contentSecurityPolicy: undefined });
  // Content-hashed scripts and styles: the CSP, framing, opener and permission policies govern
  // documents and do nothing on them, while their bytes would travel with each of the ~20 files a
  // page loads (about 1 kB each over HTTP/1.1, a sixth of the page's JavaScript budget). They get
  // what does act on a subresource: nosniff, CORP, and HSTS over https.
  const files = secureHeaders({
    contentSecurityPolicy: undefined,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: 'same-site',
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return async (c, next) => {
    if (c.req.path.startsWith(hashedFiles)) return files(c, next);
    if (c.req.path.startsWith(apiReferencePath)) return reference(c, next);
    await everything(c, next);
    // A page from the shared cache was drawn with another request's nonce: its own scripts are
    // allowed by their hashes instead (app/page-cache/script-hashes.ts).
    const hashes = requestContext()?.scriptHashes;
    const policy = c.res.headers.get('content-security-policy');
    if (hashes && policy) c.res.headers.set('content-security-policy', policy.replace(/ ?'nonce-[^']*'/, hashes.map((hash) => ` ${hash}`).join('')));
  };
}

/** Where the build's content-hashed files are served. */
export const hashedFiles = '/assets/';
