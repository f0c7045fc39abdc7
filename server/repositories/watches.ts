import { randomBytes } from 'node:crypto';
import { type Database, transaction } from '../db/database';
import { outboxRepository } from './outbox';

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

export function watchRepository(db: Database) {
  return {
    get(owner: string, variantId: number): WatchRow | undefined {
      return db.prepare('SELECT * FROM watches WHERE owner = ? AND variant_id = ?').get(owner, variantId) as WatchRow | undefined;
    },
    /** Subscribes, replacing an earlier watch of the same owner on the variant. */
    subscribe(owner: string, variantId: number, email: string, targetPrice: number | null): void {
      db.prepare(`
        INSERT INTO watches (owner, variant_id, email, type, target_price, hash, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (owner, variant_id) DO UPDATE SET
          email = excluded.email, type = excluded.type, target_price = excluded.target_price,
          created_at = excluded.created_at, notified_at = NULL`).run(
        owner,
        variantId,
        email,
        targetPrice === null ? 'availability' : 'priceDrop',
        targetPrice,
        randomBytes(18).toString('base64url'),
        new Date().toISOString(),
      );
    },
    unsubscribe(owner: string, variantId: number): void {
      db.prepare('DELETE FROM watches WHERE owner = ? AND variant_id = ?').run(owner, variantId);
    },
    /** True when a watch had this hash. */
    unsubscribeByHash(hash: string): boolean {
      return db.prepare('DELETE FROM watches WHERE hash = ?').run(hash).changes > 0;
    },
    /**
     * Writes one e-mail to the outbox for every watch whose condition now holds (back in stock, or
     * the price at or under the target) and marks it notified, all in one transaction, so each
     * watch is notified at most once even if the job runs twice at the same time.
     */
    notifyDue(siteOrigin: string): number {
      return transaction(db, () => {
        const due = db
          .prepare(`
            SELECT w.*, v.name AS variant_name, v.price AS price, v.slug AS slug
            FROM watches w JOIN variants v ON v.id = w.variant_id
            WHERE w.notified_at IS NULL AND v.active = 1 AND (
              (w.type = 'availability' AND v.in_stock = 1) OR
              (w.type = 'priceDrop' AND v.price <= w.target_price))`)
          .all() as unknown as (WatchRow & { variant_name: string; price: number; slug: string })[];
        const now = new Date().toISOString();
        const outbox = outboxRepository(db);
        const mark = db.prepare('UPDATE watches SET notified_at = ? WHERE hash = ? AND notified_at IS NULL');
        for (const watch of due) {
          const link = `${siteOrigin}/produs/v/${watch.variant_id}-${watch.slug}`;
          const unsubscribe = `${siteOrigin}/watchdog/unsubscribe/${watch.hash}`;
          const price = new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(watch.price);
          const [subject, lead] =
            watch.type === 'availability'
              ? [`Este din nou în stoc: ${watch.variant_name}`, `Produsul pe care îl urmăreai este din nou disponibil, la ${price} lei.`]
              : [`Preț mai mic: ${watch.variant_name}`, `Prețul a scăzut la ${price} lei, sub ținta ta de ${watch.target_price} lei.`];
          outbox.write(watch.email, subject, `${lead}\n\nVezi oferta: ${link}\n\nNu mai vrei aceste e-mailuri? ${unsubscribe}`);
          mark.run(now, watch.hash);
        }
        return due.length;
      });
    },
  };
}
