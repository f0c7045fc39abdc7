import { sql } from 'kysely';
import type { Store } from '../db/store';

/** A pending picture taken by one fetcher: `claimedAt` is the `fetched_at` it wrote, its mark on the row. */
export interface ClaimedPicture {
  variantId: number;
  pictureNo: number;
  url: string;
  claimedAt: string;
}

/** A fed variant's picture as the image route needs it; `fetchedAt` changes whenever it is fetched again. */
export interface VariantPicture {
  pictureNo: number;
  state: 'pending' | 'ready' | 'failed';
  fetchedAt: string | null;
}

/** A picture of a shop's item that could not be fetched, for the shop's report. */
export interface FailedPicture {
  variantId: number;
  name: string;
  shopItemId: string | null;
  pictureNo: number;
  url: string;
  error: string;
  fetchedAt: string | null;
}

/**
 * The pictures of variants fed by shops (`variant_pictures`): a feed's applier writes them
 * `pending`, the picture fetcher makes them `ready` or `failed`.
 *
 * A fetcher claims pending rows by writing its claim time into `fetched_at` (a pending row's
 * `fetched_at` is otherwise empty): the schema allows no fourth state, and a claim that is only a
 * time needs no release when its process dies, since a claim older than `staleBefore` may be taken
 * again. Every write after the claim is conditional on the claim (same URL, same time), so a row the
 * applier replaced meanwhile (a new URL, pending again) or another fetcher took over is left alone.
 */
export function variantPictureRepository(store: Store) {
  const claimable = (staleBefore: string) =>
    sql<boolean>`state = 'pending' AND (fetched_at IS NULL OR fetched_at < ${staleBefore})`;
  const isClaim = (claim: ClaimedPicture) =>
    sql<boolean>`variant_id = ${claim.variantId} AND picture_no = ${claim.pictureNo} AND url = ${claim.url} AND state = 'pending' AND fetched_at = ${claim.claimedAt}`;

  return {
    /**
     * Claims up to `limit` pending pictures not claimed since `staleBefore`, in one statement. The
     * condition is repeated outside the subquery: on PostgreSQL, a fetcher whose subquery chose rows
     * another one was claiming at the same moment waits for them and then re-checks that condition,
     * finds them claimed and skips them; on SQLite, one statement runs at a time.
     */
    async claimPending({ limit, now, staleBefore }: { limit: number; now: string; staleBefore: string }): Promise<ClaimedPicture[]> {
      const rows = await store
        .updateTable('variant_pictures')
        .set({ fetched_at: now })
        .where(claimable(staleBefore))
        .where(({ eb, refTuple, selectFrom }) =>
          eb(
            refTuple('variant_id', 'picture_no'),
            'in',
            selectFrom('variant_pictures')
              .select(['variant_id', 'picture_no'])
              .where(claimable(staleBefore))
              .orderBy('variant_id')
              .orderBy('picture_no')
              .limit(limit)
              .$asTuple('variant_id', 'picture_no'),
          ),
        )
        .returning(['variant_id', 'picture_no', 'url'])
        .execute();
      return rows
        .map((row) => ({ variantId: row.variant_id, pictureNo: row.picture_no, url: row.url, claimedAt: now }))
        .sort((a, b) => a.variantId - b.variantId || a.pictureNo - b.pictureNo);
    },

    /** Marks a claimed picture fetched; false when the claim no longer holds (the row changed meanwhile). */
    async markReady(claim: ClaimedPicture, fetchedAt: string): Promise<boolean> {
      const result = await store.updateTable('variant_pictures').set({ state: 'ready', error: null, fetched_at: fetchedAt }).where(isClaim(claim)).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Marks a claimed picture failed with the reason shown to its shop; false when the claim no longer holds. */
    async markFailed(claim: ClaimedPicture, error: string, fetchedAt: string): Promise<boolean> {
      const result = await store.updateTable('variant_pictures').set({ state: 'failed', error, fetched_at: fetchedAt }).where(isClaim(claim)).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Gives a picture marked ready back to the next run (its file could not be put in place). */
    async unmarkReady(claim: ClaimedPicture, fetchedAt: string): Promise<void> {
      await store
        .updateTable('variant_pictures')
        .set({ state: 'pending', fetched_at: null })
        .where('variant_id', '=', claim.variantId)
        .where('picture_no', '=', claim.pictureNo)
        .where('url', '=', claim.url)
        .where('state', '=', 'ready')
        .where('fetched_at', '=', fetchedAt)
        .execute();
    },

    /**
     * For the image route, in one look-up: the variant's picture `pictureNo` when it has one; else any
     * other of its pictures (a fed variant asked for a picture past its last); undefined when the
     * variant has none (a generated one).
     */
    async pictureOf(variantId: number, pictureNo: number): Promise<VariantPicture | undefined> {
      const row = await store
        .selectFrom('variant_pictures')
        .select(['picture_no', 'state', 'fetched_at'])
        .where('variant_id', '=', variantId)
        .orderBy(sql`CASE WHEN picture_no = ${pictureNo} THEN 0 ELSE 1 END`)
        .limit(1)
        .executeTakeFirst();
      return row && { pictureNo: row.picture_no, state: row.state, fetchedAt: row.fetched_at };
    },

    /** The failed pictures of a shop's variants, by variant and picture, at most `limit`. */
    async failedForShop(shopId: number, { limit }: { limit: number }): Promise<FailedPicture[]> {
      const rows = await store
        .selectFrom('variant_pictures as p')
        .innerJoin('variants as v', 'v.id', 'p.variant_id')
        .select(['v.id', 'v.name', 'v.shop_item_id', 'p.picture_no', 'p.url', 'p.error', 'p.fetched_at'])
        .where('v.eshop_id', '=', shopId)
        .where('p.state', '=', 'failed')
        .orderBy('v.id')
        .orderBy('p.picture_no')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        variantId: row.id,
        name: row.name,
        shopItemId: row.shop_item_id,
        pictureNo: row.picture_no,
        url: row.url,
        error: row.error ?? '',
        fetchedAt: row.fetched_at,
      }));
    },
  };
}
