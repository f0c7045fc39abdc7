import { ResponseError } from '#generated/runtime';
import { middleware } from '#generated/main-api/runtime.gen';
import {
  getPartnerImport,
  getPartnerImportErrors,
  getPartnerImports,
  getPartnerOffers,
  getPartnerShop,
  getPartnerStats,
  getStaffShopCategoryMappings,
  getStaffShops,
} from '#generated/main-api/sdk.gen';
import type {
  CategoryMappingList,
  FeedImport,
  FeedImportList,
  FeedItemErrorList,
  MenuNode,
  PartnerOfferList,
  PartnerShop,
  PartnerStats,
  StaffShopList,
} from '#generated/main-api/types.gen';
import { backendOptions, type Priority } from './backend';
import { requestCookie } from './cookies';
import { menu } from './main-api';

/*
 * The partner portal's data (the onboarding site's /portal/…) and staff's shop administration
 * (/admin/magazine), asked of the main API with the visitor's cookies (`backendOptions` forwards
 * them): the backend decides whose shop it is and who is staff. Nothing here is cached: every
 * answer is one person's.
 */

const callOptions = (priority: Priority = 'critical') => backendOptions('main-api', middleware, priority);

const statusOf = (error: unknown): number | undefined => (error instanceof ResponseError ? error.response.status : undefined);

/**
 * What the portal's calls answer besides their data: no session (401, or no cookie at all: sign in),
 * or a session whose account owns no shop or is not confirmed (403: the portal says so).
 */
export type PortalAnswer<T> = { data: T } | { signedOut: true } | { noShop: true };

async function portalAnswer<T>(call: () => Promise<{ data: T }>): Promise<PortalAnswer<T>> {
  // Without the session cookie the backend would only say 401: no call.
  if (requestCookie('cuib_token') === undefined) return { signedOut: true };
  try {
    return { data: (await call()).data };
  } catch (error) {
    if (statusOf(error) === 401) return { signedOut: true };
    if (statusOf(error) === 403) return { noShop: true };
    throw error;
  }
}

/** The signed-in partner's shop, with its feed settings and latest import. */
export const partnerShop = (): Promise<PortalAnswer<PartnerShop>> => portalAnswer(() => getPartnerShop(callOptions()));

/** One page of the shop's imports, newest first. */
export const partnerImports = (page: number, pageSize = 20): Promise<PortalAnswer<FeedImportList>> =>
  portalAnswer(() => getPartnerImports({ ...callOptions(), query: { page, pageSize } }));

/** One import of the shop; null when it is not the shop's (404). */
export async function partnerImport(importId: number): Promise<PortalAnswer<FeedImport> | null> {
  try {
    return await portalAnswer(() => getPartnerImport({ ...callOptions(), path: { importId } }));
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/**
 * One page of the items an import refused, of one reason or all. A reason the backend does not take
 * (400) is answered as all of them, so a mistyped `?motiv=` is never an error page.
 */
export async function partnerImportErrors(importId: number, query: { reason?: string; page: number }): Promise<FeedItemErrorList | null> {
  try {
    return (await getPartnerImportErrors({ ...callOptions('secondary'), path: { importId }, query: { ...query, pageSize: 50 } })).data;
  } catch (error) {
    const status = statusOf(error);
    if (status === 400 && query.reason !== undefined) return partnerImportErrors(importId, { page: 1 });
    // The page shows the import without its table; its own call decided who may see it.
    console.warn('Refused feed items unavailable; the import page is shown without them.', error);
    return null;
  }
}

/** The CSV of an import's refused items (of one reason, or all), as the browser downloads it with the partner's cookie. */
export function importErrorsCsvPath(importId: number, reason?: string): string {
  return `/api/v2/partners/me/imports/${importId}/errors.csv${reason ? `?${new URLSearchParams({ reason })}` : ''}`;
}

/** One page of the shop's live offers. */
export const partnerOffers = (page: number, pageSize = 50): Promise<PortalAnswer<PartnerOfferList>> =>
  portalAnswer(() => getPartnerOffers({ ...callOptions(), query: { page, pageSize } }));

/** The shop's impressions, clicks and CTR for a period; a period the backend refuses comes back as its message. */
export async function partnerStats(query: { from?: string; to?: string }): Promise<PortalAnswer<PartnerStats> | { problem: string }> {
  try {
    return await portalAnswer(() => getPartnerStats({ ...callOptions(), query }));
  } catch (error) {
    if (error instanceof ResponseError && error.response.status === 400) return { problem: (await error.problem())?.detail ?? 'Perioada aleasă nu este validă.' };
    throw error;
  }
}

/** Every shop with its feed state, for staff; `refused` when the visitor is not staff (401/403). */
export async function staffShops(query: { q?: string; page: number }): Promise<{ data: StaffShopList } | { refused: true }> {
  try {
    return { data: (await getStaffShops({ ...callOptions(), query: { ...query, pageSize: 20 } })).data };
  } catch (error) {
    const status = statusOf(error);
    if (status === 401 || status === 403) return { refused: true };
    // A search the backend refuses (400: too long) is shown as no search.
    if (status === 400 && query.q !== undefined) return staffShops({ page: 1 });
    throw error;
  }
}

/** A shop's product-type mappings, for staff; null for an unknown shop or one that cannot be read now. */
export async function staffCategoryMappings(shopId: number): Promise<CategoryMappingList | null> {
  try {
    return (await getStaffShopCategoryMappings({ ...callOptions('secondary'), path: { shopId } })).data;
  } catch (error) {
    if (statusOf(error) !== 404) console.warn('Category mappings unavailable; the shop is shown without them.', error);
    return null;
  }
}

/** A category a shop's product type may be mapped to: one without subcategories, with its path. */
export interface LeafCategory {
  slug: string;
  /** `Mobilă › Canapele și fotolii › Canapele`. */
  path: string;
  /** The top category it is under, to group the choices. */
  group: string;
}

/** Cuib's categories without subcategories (the menu's category tree), in the tree's order. */
export async function leafCategories(): Promise<LeafCategory[]> {
  const leaves: LeafCategory[] = [];
  const walk = (node: MenuNode, trail: string[], group: string) => {
    const path = [...trail, node.name];
    if (node.children.length === 0) leaves.push({ slug: node.slug, path: path.join(' › '), group });
    for (const child of node.children) walk(child, path, group);
  };
  for (const top of (await menu('secondary')).primary) walk(top, [], top.name);
  return leaves;
}
