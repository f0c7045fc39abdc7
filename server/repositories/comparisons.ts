import type { Selectable } from 'kysely';
import type { Store } from '../db/store';
import type { Tables } from '../db/tables';
import { newLinkKey } from './link-key';

export interface ComparisonRow {
  id: number;
  /** The random key of its public address (`/compare-products/{linkKey}`). */
  linkKey: string;
  /** Saved before comparisons had keys: its number was its public link, and still leads to it. */
  byNumber: boolean;
  owner: string;
  name: string;
  variantIds: number[];
  createdAt: string;
}

const fromStored = (row: Selectable<Tables['comparisons']>): ComparisonRow => {
  const variantIds: number[] = JSON.parse(row.variant_ids);
  return {
    id: row.id,
    // Every row has a key: new ones get one, and the migration gave older rows theirs.
    linkKey: row.link_key ?? '',
    byNumber: Number(row.by_number) === 1,
    owner: row.owner,
    name: row.name,
    variantIds,
    createdAt: row.created_at,
  };
};

/** Saved comparison lists and the likes their owners received on them. */
export function comparisonRepository(store: Store) {
  return {
    async create(owner: string, name: string, variantIds: readonly number[]): Promise<ComparisonRow> {
      const row = await store
        .insertInto('comparisons')
        .values({ link_key: newLinkKey(), owner, name, variant_ids: JSON.stringify(variantIds), created_at: new Date().toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return fromStored(row);
    },
    async byLinkKey(key: string): Promise<ComparisonRow | undefined> {
      const row = await store.selectFrom('comparisons').selectAll().where('link_key', '=', key).executeTakeFirst();
      return row && fromStored(row);
    },
    async byId(id: number): Promise<ComparisonRow | undefined> {
      const row = await store.selectFrom('comparisons').selectAll().where('id', '=', id).executeTakeFirst();
      return row && fromStored(row);
    },
    async exists(id: number): Promise<boolean> {
      return (await store.selectFrom('comparisons').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },
    /** An owner's comparisons, newest first. */
    async ofOwner(owner: string): Promise<ComparisonRow[]> {
      const rows = await store.selectFrom('comparisons').selectAll().where('owner', '=', owner).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map(fromStored);
    },
    /** Likes others gave to each of an owner's comparisons, by comparison id. */
    async likesOf(owner: string): Promise<Map<number, number>> {
      const rows = await store
        .selectFrom('comparisons as c')
        .leftJoin('likes as l', (join) => join.on('l.item_type', '=', 'comparison').onRef('l.item_id', '=', 'c.id').onRef('l.owner', '<>', 'c.owner'))
        .select((eb) => ['c.id', eb.fn.count<number>('l.owner').as('likes')])
        .where('c.owner', '=', owner)
        .groupBy('c.id')
        .execute();
      return new Map(rows.map((row) => [row.id, Number(row.likes)]));
    },
    /** Likes others gave to the comparisons an owner saved. */
    async likesReceived(owner: string): Promise<number> {
      const row = await store
        .selectFrom('likes as l')
        .innerJoin('comparisons as c', 'c.id', 'l.item_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('l.item_type', '=', 'comparison')
        .where('c.owner', '=', owner)
        .whereRef('l.owner', '<>', 'c.owner')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** A visitor's comparisons become the user's on login, like their likes. */
    async pair(fromOwner: string, toOwner: string): Promise<void> {
      await store.updateTable('comparisons').set({ owner: toOwner }).where('owner', '=', fromOwner).execute();
    },
  };
}
