/**
 * Links and pictures. A product's link must lead to the shop's own site: its domain or one of its
 * subdomains (`www.`, `m.`), compared as `new URL()` reads hosts (lower case, IDN in punycode), so
 * `evil-mobilacasa.ro` and `mobilacasa.ro.evil.com` are someone else's. A link carrying a user name
 * or password is refused too: `https://mobilacasa.ro@evil.com/` looks like the shop and is not.
 */

export type LinkCheck = { ok: true; href: string } | { ok: false; reason: 'not-a-url' | 'foreign' };

/** The shop's host as links are compared with it: lower case, punycode, no `www.`, no trailing dot. */
export function shopHost(domain: string): string {
  const trimmed = domain.trim();
  const url = parse(trimmed.includes('://') ? trimmed : `http://${trimmed}`);
  if (url === null || url.hostname === '') throw new Error(`Not a shop domain: ${JSON.stringify(domain)}`);
  return withoutTrailingDot(url.hostname).replace(/^www\./, '');
}

/**
 * An address `new URL()` would leave exactly as written, so it needs no parsing: lower-case http(s),
 * a host of lower-case letters, digits and inner hyphens ending in a name (not a number, which URL
 * rewrites as IPv4), no port, user or fragment, a path, and path and query characters that URL
 * neither escapes nor reads specially. Most feed addresses are like this; parsing one costs
 * several times the test. Dot segments, `%2e`, punycode (`xn--`, which URL checks) and everything
 * else take the full parse; a test holds the two to the same answers.
 */
const plainUrl = /^https?:\/\/((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z](?:[a-z0-9-]*[a-z0-9])?)\/[A-Za-z0-9\-._~!$&()*+,;=:@%/]*(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@%/?]*)?$/;
const unusualPath = /\/\.\.?(?:[/?]|$)|%2e|xn--/i;

/** A product link checked against the shop's host, and normalised (`URL.href`). */
export function checkLink(link: string, host: string): LinkCheck {
  const plain = plainUrl.exec(link);
  if (plain !== null && !unusualPath.test(link)) return ownHost(plain[1] as string, host) ? { ok: true, href: link } : { ok: false, reason: 'foreign' };
  const url = parse(link);
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') return { ok: false, reason: 'not-a-url' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'foreign' };
  return ownHost(withoutTrailingDot(url.hostname), host) ? { ok: true, href: url.href } : { ok: false, reason: 'foreign' };
}

/** The shop's host itself or a subdomain of it, label by label. */
function ownHost(linkHost: string, host: string): boolean {
  return linkHost === host || (linkHost.length > host.length && linkHost.endsWith(host) && linkHost.charCodeAt(linkHost.length - host.length - 1) === 46);
}

/** A picture's address, normalised, when it is an absolute http(s) URL with a host and no credentials. */
export function imageUrl(text: string): string | null {
  if (plainUrl.test(text) && !unusualPath.test(text)) return text;
  const url = parse(text);
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.href;
}

/** Additional pictures in one value are separated by commas; a comma inside an address ("w_600,h_400") is not followed by a scheme. */
const pictureSeparator = /\s*,\s*(?=https?:\/\/)/i;

/**
 * Adds to `images` the usable, new addresses among `values` from index `from`, until it holds `most`.
 * Each value may be a comma-separated list; unusable addresses are skipped.
 */
export function addPictures(images: string[], values: readonly string[], from: number, most: number): void {
  for (let i = from; i < values.length && images.length < most; i++) {
    const value = values[i] as string;
    if (value.indexOf(',') === -1) addPicture(images, value);
    else for (const one of value.split(pictureSeparator)) if (images.length < most) addPicture(images, one);
  }
}

function addPicture(images: string[], text: string): void {
  const url = imageUrl(text.trim());
  if (url !== null && !images.includes(url)) images.push(url);
}

function parse(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function withoutTrailingDot(host: string): string {
  return host.endsWith('.') ? host.slice(0, -1) : host;
}
