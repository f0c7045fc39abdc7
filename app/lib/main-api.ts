import { ResponseError } from '#generated/runtime';
import {
  getCategoryPage,
  getCategoryPageById,
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
  getVariantQuestions,
  postVariantFeed,
  postVariantFiltering,
  postVariantReviews,
  postVariantReviewsModal,
} from '#generated/main-api/sdk.gen';
import type {
  CategoryPage,
  ManufacturerList,
  ManufacturerPage,
  Menu,
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
import { cookieValue } from '#ui/lib/consent';
import { backendBaseUrl, forwardedHeaders } from './backend-url';

/** Options every server-side call to the main API carries. */
const callOptions = () => ({ baseUrl: backendBaseUrl('main-api'), headers: forwardedHeaders() });

/** Null for a 404 (the page renders its not-found state); every other error propagates. */
async function orNullWhenMissing<T>(call: Promise<{ data: T }>): Promise<T | null> {
  try {
    return (await call).data;
  } catch (error) {
    if (error instanceof ResponseError && error.response.status === 404) return null;
    throw error;
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

export const reviews = (variantId: number, page: number, type: 'all' | 'withImage', pageSize = 10): Promise<ReviewPage | null> =>
  orNullWhenMissing(postVariantReviews({ ...callOptions(), query: { page, type }, body: { variantId, pageSize } }));

export const questions = (variantId: number, page = 1): Promise<QuestionList | null> =>
  orNullWhenMissing(getVariantQuestions({ ...callOptions(), path: { variantId }, query: { page } }));

/** Variants like this one; none when the call fails, since the panel is secondary. */
export async function similarVariants(variantId: number): Promise<Variant[]> {
  try {
    return (await getSimilarVariants({ ...callOptions(), path: { variantId } })).data.variants;
  } catch (error) {
    console.error('Similar variants unavailable.', error);
    return [];
  }
}

/** A similarity result shown again (the visually-similar page); null when unknown or expired. */
export function similarityResult(requestId: string): Promise<SimilarityResult | null> {
  return orNullWhenMissing(getSimilarityResult({ ...callOptions(), path: { requestId } }));
}

/** How long the menu trees are reused: they change with the category tree, a few times a year. */
const menuCacheMs = 5 * 60_000;
let menuCache: { at: number; data: Promise<Menu> } | undefined;

/** The menu trees, shared by every page's header for five minutes. */
export function menu(): Promise<Menu> {
  if (menuCache && Date.now() - menuCache.at < menuCacheMs) return menuCache.data;
  const data = getMenu(callOptions()).then(({ data }) => data);
  menuCache = { at: Date.now(), data };
  data.catch(() => (menuCache = undefined));
  return data;
}

/** The header's menu: none when the call fails, since a page must not fail for its header. */
export async function headerMenu(): Promise<Menu | null> {
  try {
    return await menu();
  } catch (error) {
    console.error('Menu unavailable; the header shows no category bar.', error);
    return null;
  }
}

/** The signed-in user of the request, asked only when a session cookie came with it; null for a visitor. */
export async function currentUser(): Promise<User | null> {
  if (cookieValue(forwardedHeaders().cookie, 'cuib_token') === null) return null;
  try {
    return (await getCurrentUser(callOptions())).data;
  } catch (error) {
    if (error instanceof ResponseError && error.response.status === 401) return null;
    console.error('Current user unavailable; showing the page as to a visitor.', error);
    return null;
  }
}
