/**
 * Where a sign-in may send the shopper afterwards: a path of this site only (`/user/favourites?x=1`),
 * never another origin (`//evil.example`, `/\evil.example`, `https://…`), so a link to
 * `/login?next=…` cannot be used to send people elsewhere after they trust our login page.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (/[\u0000-\u001f]/.test(value)) return undefined;
  const base = 'http://return.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
