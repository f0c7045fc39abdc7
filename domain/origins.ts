/**
 * Where Cuib is served, from configuration only (never from a request's Host or X-Forwarded-*
 * headers, which anyone can set): absolute links, e-mails, canonical URLs, the redirects between
 * the shop and the partner site, cookie flags and the cross-site checks all read these.
 *
 * - `CUIB_SITE_ORIGIN`: the shop, e.g. `https://www.cuib.ro` (default `http://localhost:<PORT|3000>`).
 * - `CUIB_PARTNER_ORIGIN`: the shop-onboarding site (default: the shop's host with `parteneri.`
 *   in place of `www.`, e.g. `https://parteneri.cuib.ro`).
 * - `CUIB_TRUST_PROXY`: how many reverse proxies in front add to `X-Forwarded-For/-Proto/-Host`
 *   (`1` or `true` for one; unset or `0` for none); only then are those headers believed, and only
 *   the entries those proxies added (as Express's `trust proxy` counts hops).
 */
export interface Origins {
  /** The shop's origin, without a trailing slash. */
  site: string;
  /** The shop-onboarding site's origin. */
  partner: string;
  /** Whether the public site is served over https (cookies get `Secure`, answers get HSTS). */
  secure: boolean;
  /** How many proxies in front of the site add to the `X-Forwarded-*` headers (0: none is believed). */
  trustProxy: number;
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

/** `CUIB_TRUST_PROXY` as a number of hops: `true` is one proxy (as it was before hops were counted). */
function proxyHops(value: string | undefined): number {
  const setting = value?.trim().toLowerCase() ?? '';
  if (setting === '' || setting === 'false') return 0;
  if (setting === 'true') return 1;
  const hops = Number(setting);
  if (!/^\d+$/.test(setting) || hops > 16) throw new Error(`CUIB_TRUST_PROXY must be the number of proxies in front (0 to 16, or true for one), not „${value}”.`);
  return hops;
}

const cache = new Map<string, Origins>();

/** The configured origins (computed once per distinct configuration). */
export function origins(env: Env = process.env): Origins {
  const key = [env.CUIB_SITE_ORIGIN, env.CUIB_PARTNER_ORIGIN, env.CUIB_TRUST_PROXY, env.PORT].join('\n');
  const known = cache.get(key);
  if (known) return known;
  const site = originOf(env.CUIB_SITE_ORIGIN ?? `http://localhost:${env.PORT ?? 3000}`, 'CUIB_SITE_ORIGIN');
  const siteUrl = new URL(site);
  const partner = env.CUIB_PARTNER_ORIGIN ? originOf(env.CUIB_PARTNER_ORIGIN, 'CUIB_PARTNER_ORIGIN') : defaultPartnerOrigin(siteUrl);
  const result: Origins = { site, partner, secure: siteUrl.protocol === 'https:', trustProxy: proxyHops(env.CUIB_TRUST_PROXY) };
  cache.set(key, result);
  return result;
}

/**
 * The value the trusted proxies put in an `X-Forwarded-*` header, or undefined. Each proxy appends
 * what it saw to the right, and the client writes whatever it likes to the left: with N proxies,
 * the N-th entry from the right is the one the outermost of them added (the client's address as it
 * saw it); entries further left are the client's own words. With fewer entries than proxies, the
 * left-most, as Express does. Without `CUIB_TRUST_PROXY` anyone could have written any of them.
 */
export function forwarded(value: string | null | undefined, env: Env = process.env): string | undefined {
  const hops = origins(env).trustProxy;
  if (hops === 0 || !value) return undefined;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries[Math.max(0, entries.length - hops)] || undefined;
}

/** An absolute URL on the shop for a path such as `/produse/canapele?pagina=2`. */
export const siteUrl = (path: string, env: Env = process.env) => new URL(path, `${origins(env).site}/`).toString();
