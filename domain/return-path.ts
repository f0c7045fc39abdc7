const ourOrigin = 'http://return.invalid';

/**
 * Where a sign-in may send the shopper afterwards: a path of this site only (`/user/favourites?x=1`),
 * never another origin (`//evil.example`, `/\evil.example`, `https://…`), so a link to
 * `/login?next=…` cannot be used to send people elsewhere after they trust our login page.
 *
 * The value is judged in the form a browser would follow: parsed against our origin first, since
 * parsing removes dot segments and turns `\` into `/` (`/.//evil.example`, `/x/..//evil.example`
 * and `/%2e//evil.example` all become `//evil.example`, another host). The path that comes out
 * must not start with a second slash or backslash, nor with one only hidden by percent-encoding
 * or by a tab, newline or space that some reader may drop.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/')) return undefined;
  // The URL parser drops tabs and newlines silently; refuse them rather than judge what is left.
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, `${ourOrigin}/`);
  } catch {
    return undefined;
  }
  if (url.origin !== ourOrigin) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  if (/^\/[\s/\\]/.test(url.pathname) || /^\/[\s/\\]/.test(decoded) || /[\u0000-\u001f\u007f]/.test(decoded)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
