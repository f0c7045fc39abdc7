import { getLikedItems } from '#generated/likes/sdk.gen';
import { cookieValue } from '#ui/lib/consent';
import { backendBaseUrl, forwardedHeaders } from './backend-url';

/**
 * How many variants the visitor or user likes (the header's favourites badge), asked of the likes
 * service with the request's cookies. Without a visitor or session cookie there is nothing to ask;
 * a failing call gives 0 (SPEC §8: failing counts are ignored).
 */
export async function likedVariantsCount(): Promise<number> {
  const { cookie } = forwardedHeaders();
  if (!cookie || (cookieValue(cookie, 'cuib_visitor') === null && cookieValue(cookie, 'cuib_token') === null)) return 0;
  try {
    const { data } = await getLikedItems({ baseUrl: backendBaseUrl('likes'), headers: { cookie }, path: { project: 'cuib', item_type: 'variant' } });
    return data.length;
  } catch (error) {
    console.warn('Liked count unavailable; the badge shows none.', error);
    return 0;
  }
}
