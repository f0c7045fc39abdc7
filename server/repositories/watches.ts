import { randomBytes } from 'node:crypto';
import { now } from '../clock';
import { type Database, transaction } from '../db/database';

export type WatchType = 'availability' | 'priceDrop';

export interface WatchRow {
  owner: string;
  variant_id: number;
  email: string;
  type: WatchType;
  target_price: number | null;
  hash: string;
  created_at: string;
  confirmed_at: string | null;
  notified_at: string | null;
  /** The variant's price when the watch was made. */
  subscribed_price: number | null;
  /** 1 when the variant was active and in stock when the watch was made. */
  subscribed_available: number;
  /** When its alert was held for the next day's digest (the address had its single alerts of the day). */
  held_at: string | null;
  digest_sent_at: string | null;
}

/** `pending` until the address is confirmed, `active` while waiting, `notified` once the e-mail went out. */
export type WatchStatus = 'pending' | 'active' | 'notified';

export const statusOf = (watch: Pick<WatchRow, 'confirmed_at' | 'notified_at'>): WatchStatus =>
  watch.notified_at ? 'notified' : watch.confirmed_at ? 'active' : 'pending';

/**
 * Why a watch is notified: the price reached its target; without a target, the price dropped below
 * what it was when the watch was made, or — for a watch made while the variant could not be
 * bought — the variant is back in stock.
 */
export type WatchReason = 'target' | 'drop' | 'backInStock';

export type DueWatch = WatchRow & { variant_name: string; price: number; slug: string; reason: WatchReason };

/** A watch with its variant's name, price and slug, and why it is (or was) due. */
const withVariant = `
  SELECT w.*, v.name AS variant_name, v.price AS price, v.slug AS slug,
    CASE WHEN w.type = 'priceDrop' THEN 'target' WHEN w.subscribed_available = 1 THEN 'drop' ELSE 'backInStock' END AS reason
  FROM watches w JOIN variants v ON v.id = w.variant_id`;

const isoNow = () => new Date(now()).toISOString();
/** Midnight (UTC) of the day `iso` falls on: alert caps count per calendar day. */
const dayOf = (iso: string) => `${iso.slice(0, 10)}T00:00:00.000Z`;

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
      const now = isoNow();
      const code = addressConfirmed ? null : randomBytes(18).toString('base64url');
      // The variant's price and availability now are what later changes are measured against.
      db.prepare(`
        INSERT INTO watches (owner, variant_id, email, type, target_price, hash, created_at, confirmation_code, confirmed_at, subscribed_price, subscribed_available)
        SELECT ?, id, ?, ?, ?, ?, ?, ?, ?, price, CASE WHEN active = 1 AND in_stock = 1 THEN 1 ELSE 0 END FROM variants WHERE id = ?
        ON CONFLICT (owner, variant_id) DO UPDATE SET
          email = excluded.email, type = excluded.type, target_price = excluded.target_price,
          created_at = excluded.created_at, notified_at = NULL, held_at = NULL, digest_sent_at = NULL,
          confirmation_code = excluded.confirmation_code, confirmed_at = excluded.confirmed_at,
          subscribed_price = excluded.subscribed_price, subscribed_available = excluded.subscribed_available`).run(
        owner,
        email,
        targetPrice === null ? 'availability' : 'priceDrop',
        targetPrice,
        randomBytes(18).toString('base64url'),
        now,
        code,
        code ? null : now,
        variantId,
      );
      return code ?? undefined;
    },
    /** An owner's watches, newest first. */
    ofOwner(owner: string, limit: number): WatchRow[] {
      return db.prepare('SELECT * FROM watches WHERE owner = ? ORDER BY created_at DESC, variant_id LIMIT ?').all(owner, limit) as unknown as WatchRow[];
    },
    /** Every watch of a user: made while signed in, or for their address (anonymously, too). */
    ofAccount(userId: number, email: string): WatchRow[] {
      return db
        .prepare('SELECT * FROM watches WHERE owner = ? OR email = ? COLLATE NOCASE ORDER BY created_at, variant_id')
        .all(`u:${userId}`, email) as unknown as WatchRow[];
    },
    /** Confirms the watch the code was sent for (and records that its address was confirmed once); false for an unknown code. */
    confirm(code: string): boolean {
      return transaction(db, () => {
        const now = isoNow();
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
     * Hands `notify` every confirmed watch whose condition now holds (see `WatchReason`) and marks
     * it notified, all in one transaction, so each watch is notified at most once even if the job
     * runs twice at the same time. An address that had `perAddressPerDay` single alerts today
     * gets no more: its further watches due are marked held, for `sendDigests` the next day.
     */
    notifyDue(notify: (watch: DueWatch) => void, { perAddressPerDay }: { perAddressPerDay: number }): number {
      return transaction(db, () => {
        const due = db
          .prepare(`${withVariant}
            WHERE w.notified_at IS NULL AND w.confirmed_at IS NOT NULL AND v.active = 1 AND (
              (w.type = 'priceDrop' AND v.price <= w.target_price) OR
              (w.type = 'availability' AND w.subscribed_available = 0 AND v.in_stock = 1) OR
              (w.type = 'availability' AND w.subscribed_available = 1 AND v.price < w.subscribed_price))
            ORDER BY w.created_at, w.variant_id`)
          .all() as unknown as DueWatch[];
        const time = isoNow();
        const sentToday = db.prepare('SELECT COUNT(*) AS sent FROM watches WHERE email = ? COLLATE NOCASE AND notified_at >= ? AND held_at IS NULL');
        const mark = db.prepare('UPDATE watches SET notified_at = ? WHERE hash = ? AND notified_at IS NULL');
        const hold = db.prepare('UPDATE watches SET notified_at = ?, held_at = ? WHERE hash = ? AND notified_at IS NULL');
        for (const watch of due) {
          const { sent } = sentToday.get(watch.email, dayOf(time)) as { sent: number | string };
          if (Number(sent) >= perAddressPerDay) {
            hold.run(time, time, watch.hash);
            continue;
          }
          notify(watch);
          mark.run(time, watch.hash);
        }
        return due.length;
      });
    },
    /**
     * Hands `send` each address's alerts held on days before today, as one list, and marks them
     * sent, in one transaction (a digest goes out once even if the job runs twice at once).
     */
    sendDigests(send: (email: string, watches: DueWatch[]) => void): number {
      return transaction(db, () => {
        const held = db
          .prepare(`${withVariant} WHERE w.held_at IS NOT NULL AND w.digest_sent_at IS NULL AND w.held_at < ? ORDER BY w.held_at, w.variant_id`)
          .all(dayOf(isoNow())) as unknown as DueWatch[];
        const byAddress = new Map<string, DueWatch[]>();
        for (const watch of held) byAddress.set(watch.email.toLowerCase(), [...(byAddress.get(watch.email.toLowerCase()) ?? []), watch]);
        const mark = db.prepare('UPDATE watches SET digest_sent_at = ? WHERE hash = ?');
        const time = isoNow();
        for (const watches of byAddress.values()) {
          send(watches[0]!.email, watches);
          for (const watch of watches) mark.run(time, watch.hash);
        }
        return byAddress.size;
      });
    },
  };
}
