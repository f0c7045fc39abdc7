import type { FeedImport, PartnerFeed, PartnerShop, StaffShop } from '#generated/main-api/types.gen';
import { feedFormats, type FeedFormat } from '../../feeds/raw-item';
import type { FeedImportRow } from '../../repositories/feed-imports';
import type { PartnerShopRow, StaffShopRow } from '../../repositories/partner-shops';

/** The shop's page on Cuib (the site's `/produse/magazin/{slug}` route). */
export const shopPagePath = (slug: string) => `/produse/magazin/${slug}`;

/** An offer's page on Cuib (the site's `/produs/v/{variantId}-{slug}` route). */
export const variantPagePath = (id: number, slug: string) => `/produs/v/${id}-${slug}`;

/** Where an import's record is read (the `Location` of a started import). */
export const importPath = (id: number) => `/api/v2/partners/me/imports/${id}`;

const asFormat = (format: string): FeedFormat => ((feedFormats as readonly string[]).includes(format) ? (format as FeedFormat) : 'auto');

/** Counts by reason as the service stores them; a record that is not an object of counts reads as none. */
function reasonCounts(json: string): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => Number.isInteger(entry[1]) && (entry[1] as number) >= 0));
  } catch {
    return {};
  }
}

/** A stored time as the contract's RFC 3339 UTC form (the service writes ISO already; anything else is normalised). */
const utc = (time: string) => new Date(time).toISOString();

export function toFeedImport(row: FeedImportRow): FeedImport {
  return {
    id: row.id,
    shopId: row.eshop_id,
    state: row.state,
    source: row.source,
    // An upload's or a file's origin is a path on Cuib's servers: nobody's business.
    url: row.source === 'url' ? row.origin : null,
    startedAt: utc(row.started_at),
    finishedAt: row.finished_at === null ? null : utc(row.finished_at),
    durationMs: row.finished_at === null ? null : Math.max(0, Date.parse(row.finished_at) - Date.parse(row.started_at)),
    items: row.items,
    added: row.added,
    updated: row.updated,
    unchanged: row.unchanged,
    removed: row.removed,
    invalid: row.invalid,
    invalidByReason: reasonCounts(row.invalid_by_reason),
    error: row.error,
    heldReason: row.held_reason,
    decidedAt: row.decided_at === null ? null : utc(row.decided_at),
  };
}

export const toPartnerFeed = (shop: PartnerShopRow): PartnerFeed => ({
  url: shop.feed_url,
  format: asFormat(shop.feed_format),
  checkedAt: shop.feed_checked_at === null ? null : utc(shop.feed_checked_at),
});

export const toPartnerShop = (shop: PartnerShopRow, liveOffers: number, lastImport: FeedImportRow | undefined): PartnerShop => ({
  id: shop.id,
  name: shop.name,
  slug: shop.slug,
  domain: shop.domain,
  pageUrl: shopPagePath(shop.slug),
  paused: shop.paused === 1,
  feed: toPartnerFeed(shop),
  liveOffers,
  lastImport: lastImport ? toFeedImport(lastImport) : null,
});

export const toStaffShop = (shop: StaffShopRow, liveOffers: number, lastImport: FeedImportRow | undefined): StaffShop => ({
  id: shop.id,
  name: shop.name,
  slug: shop.slug,
  domain: shop.domain,
  paid: shop.paid === 1,
  paused: shop.paused === 1,
  ownerEmail: shop.owner_email,
  feed: toPartnerFeed(shop),
  liveOffers,
  lastImport: lastImport ? toFeedImport(lastImport) : null,
});
