/**
 * Attribution (SPEC §9): where a visitor came from, kept for 30 days in first-party cookies and
 * sent with each click to a shop, so a shop's sales can be credited to the campaign that brought
 * the visitor. Pure rules; the site's middleware sets the cookies, the browser adds them to clicks.
 */

/** The attribution cookies, named as the URL parameters they come from. */
export const attributionParams = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'] as const;
export type AttributionParam = (typeof attributionParams)[number];
export type Attribution = Partial<Record<AttributionParam, string>>;

export const attributionMaxAgeSeconds = 30 * 24 * 3600;

/** The longest value kept: campaign names are short, anything longer is noise or abuse. */
export const attributionValueMaxLength = 200;

/** Search engines whose visitors count as organic (SPEC §9). */
const organicEngines = ['google', 'seznam', 'yahoo', 'bing'] as const;

export type Channel = 'organic' | 'referral' | 'direct';

/**
 * The channel of a referrer: a search engine's host (`www.google.ro`, `search.seznam.cz`,
 * `ro.search.yahoo.com`, `www.bing.com`) is organic, any other site is a referral, none (or the
 * site itself, or what is not a URL) is direct.
 */
export function classifyReferrer(referrer: string | null | undefined, siteHost: string): { channel: Channel; source: string | null } {
  if (!referrer) return { channel: 'direct', source: null };
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return { channel: 'direct', source: null };
  }
  if (!host || host === siteHost.toLowerCase() || host.endsWith(`.${registrableTail(siteHost)}`)) return { channel: 'direct', source: null };
  const labels = host.split('.');
  const engine = organicEngines.find((name) => labels.slice(0, -1).includes(name));
  if (engine) return { channel: 'organic', source: engine };
  return { channel: 'referral', source: host.replace(/^www\./, '') };
}

/** `www.cuib.ro` → `cuib.ro`: the shop and its partner site are one site for attribution. */
function registrableTail(host: string): string {
  const labels = host.toLowerCase().split('.');
  return labels.length > 2 ? labels.slice(-2).join('.') : labels.join('.');
}

/** A parameter's value as it may be kept: trimmed, printable, bounded; empty is nothing. */
export function cleanAttributionValue(value: string | null | undefined): string | null {
  const clean = (value ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, attributionValueMaxLength);
  return clean || null;
}

/**
 * What a landing sets, or null when it leaves the stored attribution alone: the URL's utm/gclid
 * parameters when it has any (they replace the whole previous set); else, for a visitor coming
 * from a search engine or another site, that source with medium `organic` or `referral`. A direct
 * visit or a click inside the site keeps what was stored, so the campaign that brought the visitor
 * is still credited when they come back by typing the address.
 */
export function attributionOfLanding(url: URL, referrer: string | null | undefined, siteHost: string): Attribution | null {
  const fromUrl: Attribution = {};
  for (const name of attributionParams) {
    const value = cleanAttributionValue(url.searchParams.get(name));
    if (value) fromUrl[name] = value;
  }
  if (Object.keys(fromUrl).length > 0) return fromUrl;
  const { channel, source } = classifyReferrer(referrer, siteHost);
  if (channel === 'direct' || !source) return null;
  return { utm_source: source, utm_medium: channel };
}

/** The attribution kept in a cookie header (or `document.cookie`). */
export function attributionOfCookies(cookies: string | null | undefined): Attribution {
  const kept: Attribution = {};
  for (const part of (cookies ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (!key || !(attributionParams as readonly string[]).includes(key)) continue;
    let value = rest.join('=');
    try {
      value = decodeURIComponent(value);
    } catch {
      // kept as it came
    }
    const clean = cleanAttributionValue(value);
    if (clean) kept[key as AttributionParam] = clean;
  }
  return kept;
}
