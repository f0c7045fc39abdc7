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

/** Characters a path keeps as written in `new URL()`: letters, digits and `-._~!$&()*+,;=:@%/`. */
const pathKeeps = new Uint8Array(128);
for (const character of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&()*+,;=:@%/') pathKeeps[character.charCodeAt(0)] = 1;

const isLowerOrDigit = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);

/**
 * Where the host ends in an address `new URL()` would leave exactly as written, or -1. Such an
 * address needs no parsing: lower-case http(s); a host of lower-case letters, digits and inner
 * hyphens whose last label starts with a letter (URL rewrites a number as IPv4), without `xn--`
 * (punycode URL checks); no port, user or fragment; a path; and path and query characters URL
 * neither escapes nor reads specially, with no dot segment or `%2e`. Most feed addresses are like
 * this, and one scan costs a fraction of a parse; a test holds the two to the same answers.
 */
function plainHostEnd(text: string): number {
  const n = text.length;
  let i = text.startsWith('https://') ? 8 : text.startsWith('http://') ? 7 : -1;
  if (i === -1) return -1;
  let labelStart = i;
  for (; i < n; i++) {
    const code = text.charCodeAt(i);
    if (isLowerOrDigit(code)) continue;
    if (code === 45 /* - */ && i !== labelStart) continue;
    if (code === 46 /* . */ && i !== labelStart && text.charCodeAt(i - 1) !== 45) {
      labelStart = i + 1;
      continue;
    }
    break;
  }
  const hostEnd = i;
  const lastLabel = text.charCodeAt(labelStart);
  if (hostEnd === n || text.charCodeAt(hostEnd) !== 47 || hostEnd === labelStart || text.charCodeAt(hostEnd - 1) === 45 || lastLabel < 97 || lastLabel > 122) return -1;
  const punycode = text.indexOf('xn--', 7);
  if (punycode !== -1 && punycode < hostEnd) return -1;
  let query = false;
  for (; i < n; i++) {
    const code = text.charCodeAt(i);
    if (code === 63 /* ? */) query = true;
    else if (code >= 128 || pathKeeps[code] === 0) return -1;
    else if (code === 37 /* % */ && text.charCodeAt(i + 1) === 50 && (text.charCodeAt(i + 2) | 32) === 101) return -1;
    else if (code === 47 && !query && text.charCodeAt(i + 1) === 46) {
      // "/." or "/.." ending a segment is a dot segment, which URL resolves.
      const after = text.charCodeAt(i + 2) === 46 ? i + 3 : i + 2;
      if (after >= n || text.charCodeAt(after) === 47 || text.charCodeAt(after) === 63) return -1;
    }
  }
  return hostEnd;
}

/** A product link checked against the shop's host, and normalised (`URL.href`). */
export function checkLink(link: string, host: string): LinkCheck {
  const hostEnd = plainHostEnd(link);
  if (hostEnd !== -1) return ownHost(link.slice(link.charCodeAt(4) === 115 ? 8 : 7, hostEnd), host) ? { ok: true, href: link } : { ok: false, reason: 'foreign' };
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
  if (plainHostEnd(text) !== -1) return text;
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
