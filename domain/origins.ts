/**
 * Where Cuib is served, from configuration only (never from a request's Host or X-Forwarded-*
 * headers, which anyone can set): absolute links, e-mails, canonical URLs, the redirects between
 * the shop and the partner site, cookie flags and the cross-site checks all read these.
 *
 * - `CUIB_SITE_ORIGIN`: the shop, e.g. `https://www.cuib.ro` (default `http://localhost:<PORT|3000>`).
 * - `CUIB_PARTNER_ORIGIN`: the shop-onboarding site (default: the shop's host with `parteneri.`
 *   in place of `www.`, e.g. `https://parteneri.cuib.ro`).
 * - `CUIB_TRUST_PROXY`: `1` when a reverse proxy in front sets `X-Forwarded-For/-Proto`; only then
 *   are those headers believed.
 */
export interface Origins {
  /** The shop's origin, without a trailing slash. */
  site: string;
  /** The shop-onboarding site's origin. */
  partner: string;
  /** Whether the public site is served over https (cookies get `Secure`, answers get HSTS). */
  secure: boolean;
  trustProxy: boolean;
}

type Env = Record<string, string | undefined>;

/** The first label of the shop-onboarding site's host (SPEC §2: onboarding subdomain). */
export const partnerSubdomain = 'parteneri';

function originOf(value: string, variable: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable} must be an absolute http(s) origin such as https://www.cuib.ro, not „${value}”.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${variable} must use http or https, not „${value}”.`);
  return url.origin;
}

/**
 * The shop's host with `parteneri.` in place of `www.`. A shop served at an IP address has no
 * such sibling (`parteneri.127.0.0.1` is no host name): the partner site is then on `localhost`.
 */
function defaultPartnerOrigin(site: URL): string {
  const host = site.hostname.replace(/^www\./, '');
  const isAddress = /^[\d.]+$/.test(host) || host.startsWith('[');
  return `${site.protocol}//${partnerSubdomain}.${isAddress ? 'localhost' : host}${site.port ? `:${site.port}` : ''}`;
}

const truthy = (value: string | undefined) => value === '1' || value?.toLowerCase() === 'true';

const cache = new Map<string, Origins>();

/** The configured origins (computed once per distinct configuration). */
export function origins(env: Env = process.env): Origins {
  const key = [env.CUIB_SITE_ORIGIN, env.CUIB_PARTNER_ORIGIN, env.CUIB_TRUST_PROXY, env.PORT].join('\n');
  const known = cache.get(key);
  if (known) return known;
  const site = originOf(env.CUIB_SITE_ORIGIN ?? `http://localhost:${env.PORT ?? 3000}`, 'CUIB_SITE_ORIGIN');
  const siteUrl = new URL(site);
  const partner = env.CUIB_PARTNER_ORIGIN ? originOf(env.CUIB_PARTNER_ORIGIN, 'CUIB_PARTNER_ORIGIN') : defaultPartnerOrigin(siteUrl);
  const result: Origins = { site, partner, secure: siteUrl.protocol === 'https:', trustProxy: truthy(env.CUIB_TRUST_PROXY) };
  cache.set(key, result);
  return result;
}

/**
 * The value a trusted reverse proxy put in an `X-Forwarded-*` header (its first entry, the one the
 * proxy saw), or undefined: without `CUIB_TRUST_PROXY` anyone could have written it.
 */
export function forwarded(value: string | null | undefined, env: Env = process.env): string | undefined {
  if (!origins(env).trustProxy || !value) return undefined;
  return value.split(',')[0]!.trim() || undefined;
}

/** An absolute URL on the shop for a path such as `/produse/canapele?pagina=2`. */
export const siteUrl = (path: string, env: Env = process.env) => new URL(path, `${origins(env).site}/`).toString();
