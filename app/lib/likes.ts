import { middleware } from '#generated/likes/runtime.gen';
import { getLikedItems } from '#generated/likes/sdk.gen';
import { backendOptions } from './backend';
import { isKnownVisitor } from './cookies';

/**
 * How many variants the visitor or user likes (the header's favourites badge), asked of the likes
 * service with the request's cookies. Without a visitor or session cookie there is nothing to ask;
 * a failing or slow call gives 0 (SPEC §8: failing counts are ignored).
 */
export async function likedVariantsCount(): Promise<number> {
  if (!isKnownVisitor()) return 0;
  try {
    const { data } = await getLikedItems({ ...backendOptions('likes', middleware, 'secondary'), path: { project: 'cuib', item_type: 'variant' } });
    return data.length;
  } catch (error) {
    console.warn('Liked count unavailable; the badge shows none.', error);
    return 0;
  }
}
