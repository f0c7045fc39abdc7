import { HttpResponse } from 'msw';
import { responseExamples } from '#generated/likes/examples.gen';
import { operations } from '#generated/likes/runtime.gen';
import type { LikeState } from '#generated/likes/types.gen';
import { contractHandlers } from './contract-handlers';
import { publicProfile } from './fixtures/account';

/** Likes kept in memory while a story or test runs, so liking and unliking behave. */
const liked = new Set<number>();
const likeState = (id: number): LikeState => ({
  item_id: id,
  liked_by_user: liked.has(id),
  saved_by_user: false,
  likes_count: 40 + (id % 17) + (liked.has(id) ? 1 : 0),
});

export function resetLikes(ids: number[] = []): void {
  liked.clear();
  for (const id of ids) liked.add(id);
}

export const likesHandlers = contractHandlers(operations, responseExamples, {
  getLikeStates: async ({ request }) => HttpResponse.json(((await request.json()) as number[]).map(likeState)),
  getLikedItems: () => HttpResponse.json([...liked]),
  likeItem: ({ params }) => {
    liked.add(Number(params.item_id));
    return HttpResponse.json(likeState(Number(params.item_id)));
  },
  // Any user's count (a public profile) or the signed-in user's: the profile fixture's.
  getReceivedLikesCount: () => HttpResponse.json({ count: publicProfile().likesReceived }),
  unlikeItem: ({ params }) => {
    liked.delete(Number(params.item_id));
    return HttpResponse.json(likeState(Number(params.item_id)));
  },
});
