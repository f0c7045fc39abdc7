import { type Database, transaction } from '../db/database';

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
export function limitRepository(db: Database) {
  return {
    /**
     * Counts one hit in a fixed window of `windowMs` (a new window starts once the old one has
     * passed): one UPSERT, so concurrent hits are all counted.
     */
    hit(key: string, windowMs: number, now: number): LimitState {
      const row = db
        .prepare(
          `INSERT INTO rate_limits (key, hits, window_started_at) VALUES (:key, 1, :now)
           ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN rate_limits.window_started_at <= :now - :windowMs THEN 1 ELSE rate_limits.hits + 1 END,
             window_started_at = CASE WHEN rate_limits.window_started_at <= :now - :windowMs THEN :now ELSE rate_limits.window_started_at END
           RETURNING hits, window_started_at, blocked_until`,
        )
        .get({ key, now, windowMs }) as unknown as LimitRow;
      return toState(row);
    },
    /**
     * Reads the key's state, lets `decide` compute the next one (null forgets the key) and stores
     * it, in one write transaction: another worker waits until this one has decided.
     */
    update<T>(key: string, decide: (state: LimitState | undefined) => { next: LimitState | null; result: T }): T {
      return transaction(db, () => {
        const row = db.prepare('SELECT hits, window_started_at, blocked_until FROM rate_limits WHERE key = ?').get(key) as LimitRow | undefined;
        const { next, result } = decide(row && toState(row));
        if (next === null) db.prepare('DELETE FROM rate_limits WHERE key = ?').run(key);
        else
          db.prepare(
            `INSERT INTO rate_limits (key, hits, window_started_at, blocked_until) VALUES (?, ?, ?, ?)
             ON CONFLICT (key) DO UPDATE SET hits = excluded.hits, window_started_at = excluded.window_started_at, blocked_until = excluded.blocked_until`,
          ).run(key, next.hits, next.windowStartedAt, next.blockedUntil);
        return result;
      });
    },
    /** Takes back one hit counted by `hit`, for an attempt that turned out not to count. */
    unhit(key: string): void {
      db.prepare('UPDATE rate_limits SET hits = hits - 1 WHERE key = ? AND hits > 0').run(key);
    },
    /** Forgets every key that starts with `prefix` (compared as text, so `%` and `_` in it are plain). */
    forgetStartingWith(prefix: string): void {
      db.prepare('DELETE FROM rate_limits WHERE substr(key, 1, length(?)) = ?').run(prefix, prefix);
    },
    forget(key: string): void {
      db.prepare('DELETE FROM rate_limits WHERE key = ?').run(key);
    },
    /** Drops keys whose window began before `time` and that block nobody any more. */
    forgetOlderThan(time: number): void {
      db.prepare('DELETE FROM rate_limits WHERE window_started_at < ? AND blocked_until < ?').run(time, time);
    },
  };
}
