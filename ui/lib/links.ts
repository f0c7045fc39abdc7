/**
 * The link builder of SPEC §2: `{param}` placeholders are filled (URL-encoded), a trailing slash is
 * dropped, an empty path becomes `/`, query parameters are appended with null/undefined ones
 * skipped, and an absolute form is optional.
 */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface LinkOptions {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  /** Origin for the absolute form (`https://cuib.ro`); relative when absent. */
  origin?: string;
}

export function buildLink(pattern: string, { params = {}, query = {}, origin }: LinkOptions = {}): string {
  let path = pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Link ${pattern} needs the parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '');
  if (path === '') path = '/';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.append(name, String(value));
  }
  const queryString = search.toString();
  const relative = queryString ? `${path}?${queryString}` : path;
  return origin ? new URL(relative, origin).toString() : relative;
}

/** Main-site routes used by more than one page (SPEC §2). */
export const routes = {
  home: '/',
  marketplace: '/produse',
  category: '/produse/{slug}',
  variantDetail: '/produs/v/{variantId}-{slug}',
  productDetail: '/produs/{productId}-{slug}',
  shop: '/produse/magazin/{slug}',
  compare: '/compare-products',
  blackFriday: '/produse/black-friday',
  sales: '/produse/reduceri-promotii',
  inspirations: '/inspirations',
} as const;
