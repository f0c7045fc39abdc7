import { ResponseError } from '#generated/runtime';
import { middleware as likesMiddleware } from '#generated/likes/runtime.gen';
import { getReceivedLikesCount } from '#generated/likes/sdk.gen';
import { middleware } from '#generated/main-api/runtime.gen';
import { getCurrentUser, getPublicProfile, getUserFavouritesOnSale, getUserVariantsLiked, getUserVariantsWatched } from '#generated/main-api/sdk.gen';
import type { LikedVariants, LikedVariantsSort, PublicProfile, User, Variant, WatchedVariant } from '#generated/main-api/types.gen';
import { backendOptions, type Priority } from './backend';
import { requestCookie } from './cookies';

/*
 * The user area's data (/user, /user/favourites, /user/watchdog, /user/{userId}), asked of the
 * backends with the visitor's cookies (`backendOptions` forwards them), so each answer is the
 * signed-in user's own. Personal pages never cache any of it.
 */

const callOptions = (priority: Priority = 'critical') => backendOptions('main-api', middleware, priority);

const isStatus = (error: unknown, ...statuses: number[]) => error instanceof ResponseError && statuses.includes(error.response.status);

/**
 * The signed-in user, for a page that is theirs alone: null without a session (no cookie, or the
 * backend's 401 for an expired or revoked one), so the page sends the visitor to log in. Unlike the
 * header's `currentUser`, a backend that fails is not taken for a logged-out visitor: the error
 * propagates and the site answers 503, instead of asking someone who is logged in to log in.
 */
export async function signedInUser(): Promise<User | null> {
  if (requestCookie('cuib_token') === undefined) return null;
  try {
    return (await getCurrentUser(callOptions())).data;
  } catch (error) {
    if (isStatus(error, 401)) return null;
    throw error;
  }
}

export interface LikedVariantsQuery {
  sort: LikedVariantsSort;
  page: number;
  /** @default 24 */
  pageSize?: number;
  /** Only buyable (`true`) or only sold-out (`false`) favourites; all when undefined. */
  active?: boolean;
}

/** One page of the signed-in user's favourites. A lost session (401) gives null: the page asks to log in again. */
export async function likedVariants({ sort, page, pageSize = 24, active }: LikedVariantsQuery): Promise<LikedVariants | null> {
  try {
    return (await getUserVariantsLiked({ ...callOptions(), query: { sort, page, pageSize, ...(active === undefined ? {} : { active }) } })).data;
  } catch (error) {
    if (isStatus(error, 401)) return null;
    throw error;
  }
}

/**
 * One page of favourites someone shared. An unknown, tampered or revoked token is the backend's
 * 404 (or 400 for one it refuses outright): null, and the page is a friendly 404.
 */
export async function sharedFavourites(encryptedShare: string, { sort, page, pageSize = 24 }: Omit<LikedVariantsQuery, 'active'>): Promise<LikedVariants | null> {
  try {
    return (await getUserVariantsLiked({ ...callOptions(), query: { sort, page, pageSize, encryptedShare } })).data;
  } catch (error) {
    if (isStatus(error, 400, 404)) return null;
    throw error;
  }
}

/**
 * The user's favourites that are discounted now (the „Reduse acum” block): secondary, so any
 * failure gives none and the page is shown without the block.
 */
export async function favouritesOnSale(limit = 8): Promise<Variant[]> {
  try {
    return (await getUserFavouritesOnSale({ ...callOptions('secondary'), query: { limit } })).data.variants;
  } catch (error) {
    console.warn('Favourites on sale unavailable; the page is shown without them.', error);
    return [];
  }
}

/** The contract's largest `limit` for a user's lists. */
const watchedLimit = 50;

/** The variants the signed-in user watches, newest first; null when the session is gone (401). */
export async function watchedVariants(): Promise<WatchedVariant[] | null> {
  try {
    return (await getUserVariantsWatched({ ...callOptions(), query: { limit: watchedLimit } })).data.variants;
  } catch (error) {
    if (isStatus(error, 401)) return null;
    throw error;
  }
}

/**
 * How many likes the signed-in user's comparisons received, from the likes service: a figure on
 * the profile card, so any failure gives null and the card leaves it out.
 */
export async function receivedLikesCount(): Promise<number | null> {
  try {
    const { data } = await getReceivedLikesCount({ ...backendOptions('likes', likesMiddleware, 'secondary'), path: { project: 'cuib', item_type: 'comparison' } });
    return data.count;
  } catch (error) {
    console.warn('Received likes unavailable; the profile card leaves them out.', error);
    return null;
  }
}

/**
 * A user's public profile, by its key (or by number, the signed-in user's own); null for an
 * unknown or deleted user, someone else's number (404) or an id the backend refuses (400).
 */
export async function publicProfile(userId: string): Promise<PublicProfile | null> {
  try {
    return (await getPublicProfile({ ...callOptions(), path: { userId } })).data;
  } catch (error) {
    if (isStatus(error, 400, 404)) return null;
    throw error;
  }
}
