import type { Selectable } from 'kysely';
import type { Store } from '../db/store';
import type { Tables } from '../db/tables';

export type FeedImportRow = Selectable<Tables['feed_imports']>;
export type FeedItemErrorRow = Selectable<Tables['feed_item_errors']>;

/** Reading feed imports and the items they refused (the feed service writes them). */
export function feedImportRepository(store: Store) {
  const imports = () => store.selectFrom('feed_imports').selectAll();
  const errorsOf = (importId: number, reason: string | null) =>
    store
      .selectFrom('feed_item_errors')
      .where('import_id', '=', importId)
      .$if(reason !== null, (query) => query.where('reason', '=', reason ?? ''));
  return {
    async byId(id: number): Promise<FeedImportRow | undefined> {
      return imports().where('id', '=', id).executeTakeFirst();
    },
    /** One page of a shop's imports, newest first, and how many it has. */
    async ofShop(shopId: number, page: number, pageSize: number): Promise<{ rows: FeedImportRow[]; total: number }> {
      const rows = await imports()
        .where('eshop_id', '=', shopId)
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const { n } = await store
        .selectFrom('feed_imports')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('eshop_id', '=', shopId)
        .executeTakeFirstOrThrow();
      return { rows, total: Number(n) };
    },
    /** Each shop's newest import; shops that never had one are left out. */
    async latestOf(shopIds: readonly number[]): Promise<Map<number, FeedImportRow>> {
      if (shopIds.length === 0) return new Map();
      const rows = await imports()
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('feed_imports')
            .select((inner) => inner.fn.max<number>('id').as('id'))
            .where('eshop_id', 'in', [...new Set(shopIds)])
            .groupBy('eshop_id'),
        )
        .execute();
      return new Map(rows.map((row) => [row.eshop_id, row]));
    },
    /** Whether an import of the shop is running now. */
    async isRunning(shopId: number): Promise<boolean> {
      const row = await store.selectFrom('feed_imports').select('id').where('eshop_id', '=', shopId).where('state', '=', 'running').executeTakeFirst();
      return row !== undefined;
    },
    /** One page of the items an import refused (of one reason, or all), in the file's order, and how many there are. */
    async errors(importId: number, reason: string | null, page: number, pageSize: number): Promise<{ rows: FeedItemErrorRow[]; total: number }> {
      const rows = await errorsOf(importId, reason)
        .selectAll()
        .orderBy('seq')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const { n } = await errorsOf(importId, reason)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(n) };
    },
    /**
     * Every stored refused item of an import (of one reason, or all), in the file's order, a
     * thousand at a time: an import keeps at most 10,000, but no one query holds them all.
     */
    async *allErrors(importId: number, reason: string | null): AsyncGenerator<FeedItemErrorRow[]> {
      for (let after = -1; ; ) {
        const rows = await errorsOf(importId, reason).selectAll().where('seq', '>', after).orderBy('seq').limit(1000).execute();
        if (rows.length === 0) return;
        yield rows;
        after = rows.at(-1)!.seq;
      }
    },
  };
}
