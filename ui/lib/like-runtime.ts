import { getLikedItemsOptions, getLikeStatesOptions, likeItemMutation, pairLikesOptions, unlikeItemMutation } from '#generated/likes/@tanstack/react-query.gen';
import type { LikeState } from '#generated/likes/types.gen';
import { consentCookie, cookieValue, parseConsent } from './consent';
import {
  identity,
  isStored,
  type LikeItemType,
  likeItemTypes,
  pairedUser,
  queued,
  rememberPairedUser,
  setBusy,
  setLikedTotal,
  setServerStates,
  storedLikes,
  storeLike,
} from './like-store';
import { mutateThroughClient } from './query-calls';
import { sharedQueryClient } from './query-client';
import { sameOrigin } from './same-origin';

/**
 * The likes calls (SPEC §4, §7, §8), loaded on first need: batched like states, like and unlike
 * through the generated mutations, sending the likes stored in the browser, and pairing a
 * visitor's likes to the account that just signed in. All through the browser's one QueryClient.
 */
const project = 'cuib' as const;
/** The most ids one request may carry (the contract's `maxItems`). */
const batchSize = 200;
const retryDelays = [1000, 2000, 5000, 10_000, 30_000];
const failures: Record<LikeItemType, number> = { variant: 0, comparison: 0 };

const client = () => sharedQueryClient();

/** Variant likes carry whether the visitor agreed to marketing (SPEC §7 `consent`); comparisons none. */
const consentQuery = (type: LikeItemType) => (type === 'variant' ? { consent: parseConsent(cookieValue(document.cookie, consentCookie)).marketing } : undefined);

/** One request per item type for everything queued; a failed batch goes back in the queue, later (SPEC §8: logged, retried). */
export async function flush(): Promise<void> {
  await Promise.all(
    likeItemTypes.map(async (type) => {
      const ids = [...queued[type]];
      if (ids.length === 0) return;
      queued[type].clear();
      for (let from = 0; from < ids.length; from += batchSize) {
        const batch = ids.slice(from, from + batchSize);
        try {
          const states = await client().fetchQuery({
            ...getLikeStatesOptions({ ...sameOrigin(), path: { project, item_type: type }, body: batch, query: { answersCount: true } }),
            staleTime: 30_000,
          });
          failures[type] = 0;
          setServerStates(type, states);
        } catch (error) {
          console.warn(`Like states of ${batch.length} ${type} items unavailable; asked again later.`, error);
          for (const id of batch) queued[type].add(id);
          const delay = retryDelays[Math.min(failures[type]++, retryDelays.length - 1)]!;
          setTimeout(() => void flush(), delay);
        }
      }
    }),
  );
}

/** The header's liked count, asked again after a change (SPEC §8: a failing count is ignored). */
async function refreshLikedTotal(): Promise<void> {
  try {
    const liked = await client().fetchQuery({ ...getLikedItemsOptions({ ...sameOrigin(), path: { project, item_type: 'variant' } }), staleTime: 0 });
    setLikedTotal(liked.length);
  } catch {
    // The badge keeps its number.
  }
}

function mutate(type: LikeItemType, id: number, like: boolean): Promise<LikeState> {
  const options = { ...sameOrigin(), path: { project, item_type: type, item_id: id } };
  if (like) return mutateThroughClient(likeItemMutation(), { ...options, query: consentQuery(type) });
  return mutateThroughClient(unlikeItemMutation(), options);
}

/** Like or unlike through the likes service; the heart is disabled meanwhile and shows the answer. */
export async function toggle(type: LikeItemType, id: number, like: boolean): Promise<void> {
  setBusy(type, id, true);
  try {
    const state = await mutate(type, id, like);
    setServerStates(type, [state]);
    // The like the browser kept (if any) is the service's now.
    if (isStored(type, id)) storeLike(type, id, false);
    void refreshLikedTotal();
  } catch (error) {
    console.warn(`The ${like ? 'like' : 'unlike'} of ${type} ${id} failed; the heart shows the state as it was.`, error);
  } finally {
    setBusy(type, id, false);
  }
}

/**
 * SPEC §4 at start: each like kept in the browser is sent and forgotten once the service has it;
 * then, for a signed-in user whose likes were not paired to this account in this browser yet, the
 * visitor's likes are paired and the account remembered; a signed-out browser forgets it.
 */
export async function start(): Promise<void> {
  const stored = storedLikes();
  await Promise.all(
    stored.map(async ({ itemType, itemId }) => {
      try {
        const state = await mutate(itemType, itemId, true);
        storeLike(itemType, itemId, false);
        setServerStates(itemType, [state]);
      } catch {
        // SPEC §8: like sync failing is ignored; the like stays stored for the next start.
      }
    }),
  );
  if (identity.userId === null) {
    if (pairedUser() !== null) rememberPairedUser(null);
  } else if (pairedUser() !== identity.userId) {
    try {
      await client().fetchQuery({ ...pairLikesOptions({ ...sameOrigin(), path: { project } }), staleTime: 0 });
      rememberPairedUser(identity.userId);
    } catch {
      // SPEC §8: pairing failing is ignored; the next start tries again.
    }
  }
  if (stored.length > 0 || identity.userId !== null) await refreshLikedTotal();
}
