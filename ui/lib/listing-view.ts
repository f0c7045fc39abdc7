/**
 * How a listing shows its variants: cards in a grid or full-width rows with descriptions
 * (SPEC §2 Listing). The choice is in the URL (`afisare=randuri`), so a shared link shows what
 * its sender saw, and it is remembered in a cookie for the listings opened later without it.
 */
export const listingViewParam = 'afisare';
export const listingViewCookie = 'cuib_listing_view';

/** The variant card's layouts (`ListingLayout`). */
export type ListingLayout = 'grid' | 'row';

const values: Record<ListingLayout, string> = { grid: 'grila', row: 'randuri' };

/** The layout an `afisare` value names, or undefined for a missing or unknown value. */
export function layoutOfParam(value: string | null | undefined): ListingLayout | undefined {
  return (Object.keys(values) as ListingLayout[]).find((layout) => values[layout] === value);
}

/** The listing's layout: the URL's choice first, then the remembered one, then the grid. */
export const listingLayout = (param: string | null | undefined, remembered: string | null | undefined): ListingLayout =>
  layoutOfParam(param) ?? layoutOfParam(remembered) ?? 'grid';

/** The URL with the layout chosen (the page number is kept: the same products, drawn differently). */
export function withLayout(url: string, layout: ListingLayout): string {
  const parsed = new URL(url, 'http://cuib.invalid');
  parsed.searchParams.set(listingViewParam, values[layout]);
  return `${parsed.pathname}${parsed.search}`;
}

/** The cookie that remembers a layout chosen in the URL for a year; undefined when the URL chooses none. */
export function rememberedLayoutCookie(param: string | null | undefined): string | undefined {
  const layout = layoutOfParam(param);
  return layout && `${listingViewCookie}=${values[layout]}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
