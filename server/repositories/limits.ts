import { sql } from 'kysely';
import { lockKey } from '../db/dialect';
import type { Store } from '../db/store';

/** One rate-limit key's state; times are milliseconds since the epoch. */
export interface LimitState {
  hits: number;
  windowStartedAt: number;
  blockedUntil: number;
}

interface LimitRow {
  hits: number;
  window_started_at: number;
  blocked_until: number;
}

const toState = (row: LimitRow): LimitState => ({ hits: row.hits, windowStartedAt: row.window_started_at, blockedUntil: row.blocked_until });

/**
 * Rate-limit counters in the database, so every worker sees the same counts and a check and its
 * count happen as one step (no two requests can both pass a limit of one).
 */
export function limitRepository(store: Store) {
  return {
    /**
     * Counts one hit in a fixed window of `windowMs` (a new window starts once the old one has
     * passed): one UPSERT, so concurrent hits are all counted.
     */
    async hit(key: string, windowMs: number, now: number): Promise<LimitState> {
      const passed = sql<boolean>`rate_limits.window_started_at <= ${now - windowMs}`;
      const row = await store
        .insertInto('rate_limits')
        .values({ key, hits: 1, window_started_at: now })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`CASE WHEN ${passed} THEN 1 ELSE rate_limits.hits + 1 END`,
            window_started_at: sql<number>`CASE WHEN ${passed} THEN ${now} ELSE rate_limits.window_started_at END`,
          }),
        )
        .returning(['hits', 'window_started_at', 'blocked_until'])
        .executeTakeFirstOrThrow();
      return toState(row);
    },
    /**
     * Reads the key's state, lets `decide` compute the next one (null forgets the key) and stores
     * it, in one transaction holding the key: another worker deciding for it waits until this one
     * has decided, and other keys go on.
     */
    async update<T>(key: string, decide: (state: LimitState | undefined) => { next: LimitState | null; result: T }): Promise<T> {
      return store.transaction().execute(async (trx) => {
        await lockKey(trx, `rate-limit:${key}`);
        const row = await trx.selectFrom('rate_limits').select(['hits', 'window_started_at', 'blocked_until']).where('key', '=', key).executeTakeFirst();
        const { next, result } = decide(row && toState(row));
        if (next === null) await trx.deleteFrom('rate_limits').where('key', '=', key).execute();
        else
          await trx
            .insertInto('rate_limits')
            .values({ key, hits: next.hits, window_started_at: next.windowStartedAt, blocked_until: next.blockedUntil })
            .onConflict((conflict) =>
              conflict.column('key').doUpdateSet((eb) => ({
                hits: eb.ref('excluded.hits'),
                window_started_at: eb.ref('excluded.window_started_at'),
                blocked_until: eb.ref('excluded.blocked_until'),
              })),
            )
            .execute();
        return result;
      });
    },
    /** Takes back one hit counted by `hit`, for an attempt that turned out not to count. */
    async unhit(key: string): Promise<void> {
      await store
        .updateTable('rate_limits')
        .set((eb) => ({ hits: eb('hits', '-', 1) }))
        .where('key', '=', key)
        .where('hits', '>', 0)
        .execute();
    },
    /** Forgets every key that starts with `prefix` (compared as text, so `%` and `_` in it are plain). */
    async forgetStartingWith(prefix: string): Promise<void> {
      await store.deleteFrom('rate_limits').where(sql<string>`substr(key, 1, length(${prefix}))`, '=', prefix).execute();
    },
    async forget(key: string): Promise<void> {
      await store.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
    /** Drops keys whose window began before `time` and that block nobody any more. */
    async forgetOlderThan(time: number): Promise<void> {
      await store.deleteFrom('rate_limits').where('window_started_at', '<', time).where('blocked_until', '<', time).execute();
    },
  };
}
