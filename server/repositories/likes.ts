import { sql } from 'kysely';
import type { Store } from '../db/store';

export interface LikeRow {
  item_id: number;
  liked: number;
  likes_count: number;
}

/** Likes per owner and item. Every write is one statement, so concurrent toggles never lose a like. */
export function likeRepository(store: Store) {
  return {
    async like(owner: string, itemType: string, itemId: number): Promise<void> {
      await store
        .insertInto('likes')
        .values({ owner, item_type: itemType, item_id: itemId, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },
    async unlike(owner: string, itemType: string, itemId: number): Promise<void> {
      await store.deleteFrom('likes').where('owner', '=', owner).where('item_type', '=', itemType).where('item_id', '=', itemId).execute();
    },
    /** Whether the owner has liked anything (a visitor who has not is a new liker). */
    async hasAny(owner: string): Promise<boolean> {
      return (await store.selectFrom('likes').select('owner').where('owner', '=', owner).limit(1).executeTakeFirst()) !== undefined;
    },
    /** Like state of each id for the owner, in the order asked. */
    async states(owner: string, itemType: string, itemIds: readonly number[]): Promise<LikeRow[]> {
      if (itemIds.length === 0) return [];
      const rows = await store
        .selectFrom('likes')
        .select((eb) => [
          'item_id',
          eb.fn.countAll<number>().as('likes_count'),
          sql<number>`COALESCE(MAX(CASE WHEN owner = ${owner} THEN 1 ELSE 0 END), 0)`.as('liked'),
        ])
        .where('item_type', '=', itemType)
        .where('item_id', 'in', [...new Set(itemIds)])
        .groupBy('item_id')
        .execute();
      const byId = new Map(rows.map((row) => [row.item_id, row]));
      return itemIds.map((id) => ({ item_id: id, likes_count: Number(byId.get(id)?.likes_count ?? 0), liked: Number(byId.get(id)?.liked ?? 0) }));
    },
    /** Every like of an owner, oldest first (for the owner's data export). */
    async ofOwner(owner: string): Promise<{ item_type: string; item_id: number; created_at: string }[]> {
      return store.selectFrom('likes').select(['item_type', 'item_id', 'created_at']).where('owner', '=', owner).orderBy(['created_at', 'item_type', 'item_id']).execute();
    },
    async likedBy(owner: string, itemType: string): Promise<number[]> {
      const rows = await store
        .selectFrom('likes')
        .select('item_id')
        .where('owner', '=', owner)
        .where('item_type', '=', itemType)
        .orderBy('created_at', 'desc')
        .orderBy('item_id')
        .execute();
      return rows.map((row) => row.item_id);
    },
    /** Moves a visitor's likes to a user; likes the user already has stay single. */
    async pair(fromOwner: string, toOwner: string): Promise<number> {
      return store.transaction().execute(async (trx) => {
        const moved = await trx
          .insertInto('likes')
          .columns(['owner', 'item_type', 'item_id', 'created_at'])
          .expression(trx.selectFrom('likes').select([sql.lit(toOwner).as('owner'), 'item_type', 'item_id', 'created_at']).where('owner', '=', fromOwner))
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst();
        await trx.deleteFrom('likes').where('owner', '=', fromOwner).execute();
        return Number(moved.numInsertedOrUpdatedRows ?? 0);
      });
    },
  };
}
