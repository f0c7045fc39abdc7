import { cache } from 'react';
import { ResponseError } from '#generated/runtime';
import {
  getCatalogueVersion,
  getCategoryPage,
  getCategoryPageById,
  getComparison,
  getCurrentUser,
  getManufacturerPage,
  getManufacturers,
  getMenu,
  getProductPage,
  getShopPage,
  getShopPageById,
  getShops,
  getSimilarityResult,
  getSimilarVariants,
  getVariantPage,
  getVariantPriceHistory,
  getVariantQuestions,
  postVariantFeed,
  postVariantFiltering,
  postVariantReviews,
  postVariantReviewsModal,
} from '#generated/main-api/sdk.gen';
import type {
  CategoryPage,
  Comparison,
  ManufacturerList,
  ManufacturerPage,
  Menu,
  PriceHistory,
  ProductPage,
  QuestionList,
  ReviewPage,
  ReviewsModalData,
  ShopList,
  ShopPage,
  SimilarityResult,
  User,
  Variant,
  VariantFeed,
  VariantFiltering,
} from '#generated/main-api/types.gen';
import { middleware } from '#generated/main-api/runtime.gen';
import { backendOptions, noteMissingPart, type Priority } from './backend';
import { requestCookie } from './cookies';

/** Options of a server-side call to the main API: what the page needs waits 3 s, the rest 1 s. */
const callOptions = (priority: Priority = 'critical') => backendOptions('main-api', middleware, priority);

/**
 * Null when the backend does not know what the address names: 404, or 400 for an id or slug it
 * refuses outright (`/produs/0-x`, `/producatori/A`); the page renders its not-found state.
 * Every other error propagates (the site answers 503 when the backend is down).
 */
async function orNullWhenMissing<T>(call: Promise<{ data: T }>): Promise<T | null> {
  try {
    return (await call).data;
  } catch (error) {
    if (error instanceof ResponseError && (error.response.status === 404 || error.response.status === 400)) return null;
    throw error;
  }
}

/** For a page's secondary sections: null for any failure, logged, so the page is shown without them. */
async function orNullWhenFailing<T>(what: string, call: Promise<{ data: T }>): Promise<T | null> {
  try {
    return (await call).data;
  } catch (error) {
    if (!(error instanceof ResponseError && error.response.status === 404)) console.warn(`${what} unavailable; the page is shown without them.`, error);
    // A refusal (4xx) is the answer; anything else leaves a part of the page out for now.
    if (!(error instanceof ResponseError && error.response.status < 500)) noteMissingPart();
    return null;
  }
}

/** What a listing call gives: the data, nothing (404), or the backend's reason for refusing the URL (400). */
export type ListingAnswer<T> = { data: T } | { missing: true } | { invalid: string };

/**
 * A listing call that tells a missing listing (unknown category or shop: 404) from a malformed
 * filter typed into the address bar (400, with the backend's Romanian explanation).
 */
async function listingAnswer<T>(call: Promise<{ data: T }>): Promise<ListingAnswer<T>> {
  try {
    return { data: (await call).data };
  } catch (error) {
    if (error instanceof ResponseError && error.response.status === 404) return { missing: true };
    if (error instanceof ResponseError && error.response.status === 400) return { invalid: (await error.problem())?.detail ?? 'Adresa listării nu este validă.' };
    throw error;
  }
}

/** How long a page waits for the catalogue's version before it is drawn without the shared cache. */
const versionWaitMs = 250;
/** After the version could not be read, pages are drawn without the cache this long before it is asked again. */
const versionUnavailableForMs = 10_000;
let versionUnavailableUntil = 0;

/** One product's page, whose version is that product's alone (`/produs/{productId}-…`, `/produs/v/{variantId}-…`). */
export type VersionScope = { productId: number } | { variantId: number };

/**
 * The catalogue's version, which the shared page cache keys its pages on (app/page-cache/), or with
 * a scope the version of that product's page; undefined when the backend does not answer it in
 * time, and the page is then drawn without the cache. A failure is remembered for a while, so a
 * backend that hangs does not hold up every page.
 */
export async function catalogueVersion(scope?: VersionScope): Promise<string | undefined> {
  if (Date.now() < versionUnavailableUntil) return undefined;
  const unavailable = () => {
    versionUnavailableUntil = Date.now() + versionUnavailableForMs;
    return undefined;
  };
  // Abandoned, not merely no longer awaited, once late: a hanging backend keeps no call open.
  return getCatalogueVersion({ ...callOptions('secondary'), signal: AbortSignal.timeout(versionWaitMs), ...(scope ? { query: scope } : {}) }).then(
    ({ data }) => data.version,
    () => unavailable(),
  );
}

export const categoryPage = (slug: string): Promise<CategoryPage | null> => orNullWhenMissing(getCategoryPage({ ...callOptions(), path: { slug } }));

export const categoryPageById = (categoryId: number): Promise<CategoryPage | null> =>
  orNullWhenMissing(getCategoryPageById({ ...callOptions(), path: { categoryId } }));

export const variantFeed = (url: string): Promise<VariantFeed | null> => orNullWhenMissing(postVariantFeed({ ...callOptions(), body: { url } }));

export const listingFeed = (url: string): Promise<ListingAnswer<VariantFeed>> => listingAnswer(postVariantFeed({ ...callOptions(), body: { url } }));

export const listingFiltering = (url: string): Promise<ListingAnswer<VariantFiltering>> => listingAnswer(postVariantFiltering({ ...callOptions(), body: { url } }));

export const variantPage = (variantId: number): Promise<ProductPage | null> => orNullWhenMissing(getVariantPage({ ...callOptions(), path: { variantId } }));

export const productPage = (productId: number): Promise<ProductPage | null> => orNullWhenMissing(getProductPage({ ...callOptions(), path: { productId } }));

export const shopPage = (slug: string): Promise<ShopPage | null> => orNullWhenMissing(getShopPage({ ...callOptions(), path: { slug } }));

export const shopPageById = (merchantId: number): Promise<ShopPage | null> => orNullWhenMissing(getShopPageById({ ...callOptions(), path: { merchantId } }));

export const manufacturerPage = (slug: string): Promise<ManufacturerPage | null> => orNullWhenMissing(getManufacturerPage({ ...callOptions(), path: { slug } }));

export const shops = async (): Promise<ShopList> => (await getShops(callOptions())).data;

export const manufacturers = async (): Promise<ManufacturerList> => (await getManufacturers(callOptions())).data;

export const reviewsModal = (variantId: number, pageSize = 10): Promise<ReviewsModalData | null> =>
  orNullWhenMissing(postVariantReviewsModal({ ...callOptions(), body: { variantId, pageSize } }));

/** The reviews overview as a secondary section (the product page): null when unavailable. */
export const reviewsOverview = (variantId: number, pageSize = 10): Promise<ReviewsModalData | null> =>
  orNullWhenFailing('Reviews', postVariantReviewsModal({ ...callOptions('secondary'), body: { variantId, pageSize } }));

export const reviews = (variantId: number, page: number, type: 'all' | 'withImage', pageSize = 10): Promise<ReviewPage | null> =>
  orNullWhenMissing(postVariantReviews({ ...callOptions(), query: { page, type }, body: { variantId, pageSize } }));

export const questions = (variantId: number, page = 1): Promise<QuestionList | null> =>
  orNullWhenMissing(getVariantQuestions({ ...callOptions(), path: { variantId }, query: { page } }));

/** The first questions as a secondary section (the product page): null when unavailable. */
export const questionsOverview = (variantId: number): Promise<QuestionList | null> =>
  orNullWhenFailing('Questions', getVariantQuestions({ ...callOptions('secondary'), path: { variantId }, query: { page: 1 } }));

/** Variants like this one; none when the call fails, since the panel is secondary. */
export async function similarVariants(variantId: number): Promise<Variant[]> {
  return (await orNullWhenFailing('Similar variants', getSimilarVariants({ ...callOptions('secondary'), path: { variantId } })))?.variants ?? [];
}

/** A similarity result shown again (the visually-similar page); null when unknown or expired. */
export function similarityResult(requestId: string): Promise<SimilarityResult | null> {
  return orNullWhenMissing(getSimilarityResult({ ...callOptions(), path: { requestId } }));
}

/** How long the menu trees are reused: they change with the category tree, a few times a year. */
const menuCacheMs = 5 * 60_000;
let menuCache: { at: number; data: Promise<Menu> } | undefined;

/** The menu trees, shared by every page's header for five minutes. */
export function menu(priority: Priority = 'critical'): Promise<Menu> {
  if (menuCache && Date.now() - menuCache.at < menuCacheMs) return menuCache.data;
  const data = getMenu(callOptions(priority)).then(({ data }) => data);
  menuCache = { at: Date.now(), data };
  data.catch(() => (menuCache = undefined));
  return data;
}

/** The header's menu: none when the call fails, since a page must not fail for its header. */
export async function headerMenu(): Promise<Menu | null> {
  try {
    return await menu('secondary');
  } catch (error) {
    console.error('Menu unavailable; the header shows no category bar.', error);
    // The call may have been another request's, shared.
    noteMissingPart();
    return null;
  }
}

/**
 * The signed-in user of the request, asked only when a session cookie came with it; null for a
 * visitor. Asked once per request (React's `cache`): the header and the page both want it.
 */
export const currentUser = cache(async (): Promise<User | null> => {
  if (requestCookie('cuib_token') === undefined) return null;
  try {
    return (await getCurrentUser(callOptions('secondary'))).data;
  } catch (error) {
    if (error instanceof ResponseError && error.response.status === 401) return null;
    console.error('Current user unavailable; showing the page as to a visitor.', error);
    return null;
  }
});

/** The periods the price history offers (the contract's `days`). */
export type PriceHistoryDays = 30 | 90 | 365;

/** A variant's price history per shop: secondary, so the page shows without its chart when it fails. */
export async function variantPriceHistory(variantId: number, days: PriceHistoryDays): Promise<PriceHistory | null> {
  return orNullWhenFailing('Price history', getVariantPriceHistory({ ...callOptions('secondary'), path: { variantId }, query: { days } }));
}

/** A saved comparison with its variants, by its key (or the number of an older one); null when there is none. */
export async function savedComparison(comparisonId: string): Promise<Comparison | null> {
  return orNullWhenMissing(getComparison({ ...callOptions(), path: { comparisonId } }));
}
