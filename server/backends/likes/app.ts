import type { Context } from 'hono';
import { backendApp } from '../../http/app';
import type { LikeState } from '#generated/likes/types.gen';
import {
  zGetLikedItemsPath,
  zGetLikeStatesBody,
  zGetLikeStatesPath,
  zGetLikeStatesQuery,
  zGetReceivedLikesCountPath,
  zGetReceivedLikesCountQuery,
  zLikeItemPath,
  zLikeItemQuery,
  zPairLikesPath,
  zUnlikeItemPath,
} from '#generated/likes/zod.gen';
import { getCookie } from 'hono/cookie';
import { isVisitorId, visitorCookie } from '#domain/visitor';
import { fixedWindow } from '../../auth/rate-limit';
import { store } from '../../context';
import { clientOf } from '../../http/client';
import { fromOtherPage, otherSiteRefusal } from '../../http/cross-site';
import { ownerOf, visitorOf, sessionOf } from '../../http/identity';
import { notFound, problem, tooManyRequests } from '../../http/problem';
import { validate } from '../../http/validate';
import { comparisonRepository } from '../../repositories/comparisons';
import { type LikeRow, likeRepository } from '../../repositories/likes';
import { questionRepository } from '../../repositories/questions';
import { variantRepository } from '../../repositories/variants';

export const likesApp = backendApp();

const likes = () => likeRepository(store());

const toState = (row: LikeRow): LikeState => ({
  item_id: row.item_id,
  liked_by_user: row.liked === 1,
  saved_by_user: false,
  likes_count: row.likes_count,
});

const stateOf = async (itemType: string, itemId: number, owner: string) => toState((await likes().states(owner, itemType, [itemId]))[0]!);

/** Only what exists can be liked: a variant of the catalogue or a saved comparison. */
const exists = async (itemType: string, itemId: number): Promise<boolean> =>
  itemType === 'variant' ? variantRepository(store()).exists(itemId) : comparisonRepository(store()).exists(itemId);

/**
 * A like is one per visitor and item, so what bounds an item's count is how many visitors one
 * client can be. A visitor's first like (without a visitor id, or with one never seen liking: the
 * ids are ours to give, but anyone can send a fresh one) counts against its client and that item:
 * 30 new likers of one item an hour. Counted per item, not per client alone, because a mobile
 * carrier's shared address (CGNAT) is many shoppers: they may each like something, while a script
 * cannot pile likes onto one comparison.
 */
const newLikersPerClient = fixedWindow('new-likers', { limit: 30, windowMs: 60 * 60_000 });

async function isNewLiker(c: Context): Promise<boolean> {
  if (await sessionOf(c)) return false;
  const visitor = getCookie(c, visitorCookie);
  return !isVisitorId(visitor) || !(await likes().hasAny(`v:${visitor}`));
}

likesApp.post('/api/v1/:project/like/:item_type', async (c) => {
  const input = await validate(c, { path: zGetLikeStatesPath, query: zGetLikeStatesQuery, body: zGetLikeStatesBody });
  if (input instanceof Response) return input;
  const { owner } = await ownerOf(c);
  const states = (await likes().states(owner, input.path.item_type, input.body)).map(toState);
  // Answered questions belong to variants (their product); comparisons have none.
  if (!input.query.answersCount) return c.json(states);
  const answered = input.path.item_type === 'variant' ? await questionRepository(store()).answeredCounts(input.body) : new Map<number, number>();
  return c.json(states.map((state) => ({ ...state, answers_count: answered.get(state.item_id) ?? 0 })));
});

likesApp.get('/api/v1/:project/like-all/:item_type', async (c) => {
  const input = await validate(c, { path: zGetLikedItemsPath });
  if (input instanceof Response) return input;
  const { owner } = await ownerOf(c);
  return c.json(await likes().likedBy(owner, input.path.item_type));
});

likesApp.get('/api/v1/:project/like/received/user/:item_type', async (c) => {
  const input = await validate(c, { path: zGetReceivedLikesCountPath, query: zGetReceivedLikesCountQuery });
  if (input instanceof Response) return input;
  // Any user's count is public (their profile shows it); without `userId`, the signed-in user's.
  let userId = input.query.userId;
  if (userId === undefined) {
    const user = await sessionOf(c);
    if (!user) return problem(401, 'Autentifică-te ca să vezi aprecierile primite.');
    userId = user.id;
  }
  // Users publish comparisons; variants belong to shops, so nobody receives likes on those.
  return c.json({ count: input.path.item_type === 'comparison' ? await comparisonRepository(store()).likesReceived(`u:${userId}`) : 0 });
});

likesApp.post('/api/v1/:project/like/:item_type/:item_id', async (c) => {
  const input = await validate(c, { path: zLikeItemPath, query: zLikeItemQuery });
  if (input instanceof Response) return input;
  const { item_type: itemType, item_id: itemId } = input.path;
  if (!(await exists(itemType, itemId))) return notFound(itemType === 'variant' ? `Nu există produsul ${itemId}.` : `Nu există comparația ${itemId}.`, 'path.item_id');
  if (await isNewLiker(c)) {
    const wait = await newLikersPerClient.take(`${clientOf(c)}|${itemType}:${itemId}`);
    if (wait > 0) return tooManyRequests(wait, 'Prea multe aprecieri noi de la această adresă.');
  }
  const { owner } = await ownerOf(c);
  await likes().like(owner, itemType, itemId);
  return c.json(await stateOf(itemType, itemId, owner));
});

likesApp.delete('/api/v1/:project/like/:item_type/:item_id', async (c) => {
  const input = await validate(c, { path: zUnlikeItemPath });
  if (input instanceof Response) return input;
  const { item_type: itemType, item_id: itemId } = input.path;
  if (!(await exists(itemType, itemId))) return notFound(itemType === 'variant' ? `Nu există produsul ${itemId}.` : `Nu există comparația ${itemId}.`, 'path.item_id');
  const { owner } = await ownerOf(c);
  await likes().unlike(owner, itemType, itemId);
  return c.json(await stateOf(itemType, itemId, owner));
});

likesApp.get('/api/v1/:project/login', async (c) => {
  const input = await validate(c, { path: zPairLikesPath });
  if (input instanceof Response) return input;
  // A GET that moves likes: a link elsewhere must not do it in a signed-in shopper's name.
  if (fromOtherPage(c)) return otherSiteRefusal(c);
  const user = await sessionOf(c);
  if (!user) return problem(401, 'Autentifică-te ca să îți păstrezi aprecierile în cont.');
  const [from, to] = [`v:${visitorOf(c)}`, `u:${user.id}`];
  await comparisonRepository(store()).pair(from, to);
  return c.json({ paired: await likes().pair(from, to) });
});
