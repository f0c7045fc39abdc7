import { randomBytes } from 'node:crypto';
import { type Database, transaction } from '../db/database';

export type WatchType = 'availability' | 'priceDrop';

export interface WatchRow {
  owner: string;
  variant_id: number;
  email: string;
  type: WatchType;
  target_price: number | null;
  hash: string;
  notified_at: string | null;
}

export type DueWatch = WatchRow & { variant_name: string; price: number; slug: string };

export function watchRepository(db: Database) {
  return {
    get(owner: string, variantId: number): WatchRow | undefined {
      return db.prepare('SELECT * FROM watches WHERE owner = ? AND variant_id = ?').get(owner, variantId) as WatchRow | undefined;
    },
    /**
     * Subscribes, replacing an earlier watch of the same owner on the variant. A watch for an
     * address not yet confirmed waits for it: answers the code to e-mail, or undefined when the
     * watch is active at once.
     */
    subscribe(owner: string, variantId: number, email: string, targetPrice: number | null, addressConfirmed: boolean): string | undefined {
      const now = new Date().toISOString();
      const code = addressConfirmed ? null : randomBytes(18).toString('base64url');
      db.prepare(`
        INSERT INTO watches (owner, variant_id, email, type, target_price, hash, created_at, confirmation_code, confirmed_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (owner, variant_id) DO UPDATE SET
          email = excluded.email, type = excluded.type, target_price = excluded.target_price,
          created_at = excluded.created_at, notified_at = NULL,
          confirmation_code = excluded.confirmation_code, confirmed_at = excluded.confirmed_at`).run(
        owner,
        variantId,
        email,
        targetPrice === null ? 'availability' : 'priceDrop',
        targetPrice,
        randomBytes(18).toString('base64url'),
        now,
        code,
        code ? null : now,
      );
      return code ?? undefined;
    },
    /** Whether the address confirmed a watch before (then new watches need no confirmation). */
    addressConfirmed: (email: string) => db.prepare('SELECT 1 FROM confirmed_addresses WHERE email = ?').get(email) !== undefined,
    /** Confirms the watch the code was sent for, and its address for later watches; false for an unknown code. */
    confirm(code: string): boolean {
      return transaction(db, () => {
        const now = new Date().toISOString();
        const watch = db.prepare('UPDATE watches SET confirmed_at = ?, confirmation_code = NULL WHERE confirmation_code = ? RETURNING email').get(now, code) as
          | { email: string }
          | undefined;
        if (watch) db.prepare('INSERT OR IGNORE INTO confirmed_addresses (email, confirmed_at) VALUES (?, ?)').run(watch.email, now);
        return watch !== undefined;
      });
    },
    unsubscribe(owner: string, variantId: number): void {
      db.prepare('DELETE FROM watches WHERE owner = ? AND variant_id = ?').run(owner, variantId);
    },
    /** True when a watch had this hash. */
    unsubscribeByHash(hash: string): boolean {
      return db.prepare('DELETE FROM watches WHERE hash = ?').run(hash).changes > 0;
    },
    /**
     * Hands `notify` every confirmed watch whose condition now holds (back in stock, or the price
     * at or under the target) and marks it notified, all in one transaction, so each watch is
     * notified at most once even if the job runs twice at the same time.
     */
    notifyDue(notify: (watch: DueWatch) => void): number {
      return transaction(db, () => {
        const due = db
          .prepare(`
            SELECT w.*, v.name AS variant_name, v.price AS price, v.slug AS slug
            FROM watches w JOIN variants v ON v.id = w.variant_id
            WHERE w.notified_at IS NULL AND w.confirmed_at IS NOT NULL AND v.active = 1 AND (
              (w.type = 'availability' AND v.in_stock = 1) OR
              (w.type = 'priceDrop' AND v.price <= w.target_price))`)
          .all() as unknown as DueWatch[];
        const now = new Date().toISOString();
        const mark = db.prepare('UPDATE watches SET notified_at = ? WHERE hash = ? AND notified_at IS NULL');
        for (const watch of due) {
          notify(watch);
          mark.run(now, watch.hash);
        }
        return due.length;
      });
    },
  };
}
