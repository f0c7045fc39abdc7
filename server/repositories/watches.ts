import { randomBytes } from 'node:crypto';
import { now } from '../clock';
import { type ExpressionBuilder, sql } from 'kysely';
import { lockKey } from '../db/dialect';
import type { Store, StoreTransaction } from '../db/store';
import type { Tables } from '../db/tables';

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

const isoNow = () => new Date(now()).toISOString();
/** Midnight (UTC) of the day `iso` falls on: alert caps count per calendar day. */
const dayOf = (iso: string) => `${iso.slice(0, 10)}T00:00:00.000Z`;

/** Why a watch is (or was) due, from its own columns. */
const reasonOf = sql<WatchReason>`CASE WHEN w.type = 'priceDrop' THEN 'target' WHEN w.subscribed_available = 1 THEN 'drop' ELSE 'backInStock' END`;

/** A watch with its variant's name, price and slug, and why it is (or was) due. */
const withVariant = (store: Store) =>
  store
    .selectFrom('watches as w')
    .innerJoin('variants as v', 'v.id', 'w.variant_id')
    .selectAll('w')
    .select(['v.name as variant_name', 'v.price as price', 'v.slug as slug', reasonOf.as('reason')])
    .$narrowType<{ type: WatchType }>();

/** The variant's price and availability meet the watch's condition (see `WatchReason`). */
const conditionHolds = (eb: ExpressionBuilder<Tables, 'watches'>) =>
  eb.exists(
    eb
      .selectFrom('variants as v')
      .select('v.id')
      .whereRef('v.id', '=', 'watches.variant_id')
      .where('v.active', '=', 1)
      .where((inner) =>
        inner.or([
          inner.and([inner('watches.type', '=', 'priceDrop'), inner('v.price', '<=', inner.ref('watches.target_price'))]),
          inner.and([inner('watches.type', '=', 'availability'), inner('watches.subscribed_available', '=', 0), inner('v.in_stock', '=', 1)]),
          inner.and([inner('watches.type', '=', 'availability'), inner('watches.subscribed_available', '=', 1), inner('v.price', '<', inner.ref('watches.subscribed_price'))]),
        ]),
      ),
  );

export function watchRepository(store: Store) {
  return {
    async get(owner: string, variantId: number): Promise<WatchRow | undefined> {
      return store.selectFrom('watches').selectAll().where('owner', '=', owner).where('variant_id', '=', variantId).$narrowType<{ type: WatchType }>().executeTakeFirst();
    },
    /**
     * Subscribes, replacing an earlier watch of the same owner on the variant. A watch for an
     * address not yet confirmed waits for it: answers the code to e-mail, or undefined when the
     * watch is active at once.
     */
    async subscribe(owner: string, variantId: number, email: string, targetPrice: number | null, addressConfirmed: boolean): Promise<string | undefined> {
      const now = isoNow();
      const code = addressConfirmed ? null : randomBytes(18).toString('base64url');
      // The variant's price and availability now are what later changes are measured against.
      await store
        .insertInto('watches')
        .columns(['owner', 'variant_id', 'email', 'type', 'target_price', 'hash', 'created_at', 'confirmation_code', 'confirmed_at', 'subscribed_price', 'subscribed_available'])
        .expression((eb) =>
          eb
            .selectFrom('variants')
            .select([
              eb.val(owner).as('owner'),
              'id',
              eb.val(email).as('email'),
              eb.val(targetPrice === null ? 'availability' : 'priceDrop').as('type'),
              eb.val(targetPrice).as('target_price'),
              eb.val(randomBytes(18).toString('base64url')).as('hash'),
              eb.val(now).as('created_at'),
              eb.val(code).as('confirmation_code'),
              eb.val(code ? null : now).as('confirmed_at'),
              'price',
              sql<number>`CASE WHEN active = 1 AND in_stock = 1 THEN 1 ELSE 0 END`.as('subscribed_available'),
            ])
            .where('id', '=', variantId),
        )
        .onConflict((conflict) =>
          conflict.columns(['owner', 'variant_id']).doUpdateSet((eb) => ({
            email: eb.ref('excluded.email'),
            type: eb.ref('excluded.type'),
            target_price: eb.ref('excluded.target_price'),
            created_at: eb.ref('excluded.created_at'),
            notified_at: null,
            held_at: null,
            digest_sent_at: null,
            confirmation_code: eb.ref('excluded.confirmation_code'),
            confirmed_at: eb.ref('excluded.confirmed_at'),
            subscribed_price: eb.ref('excluded.subscribed_price'),
            subscribed_available: eb.ref('excluded.subscribed_available'),
          })),
        )
        .execute();
      return code ?? undefined;
    },
    /** An owner's watches, newest first. */
    async ofOwner(owner: string, limit: number): Promise<WatchRow[]> {
      return store
        .selectFrom('watches')
        .selectAll()
        .where('owner', '=', owner)
        .orderBy('created_at', 'desc')
        .orderBy('variant_id')
        .limit(limit)
        .$narrowType<{ type: WatchType }>()
        .execute();
    },
    /** Every watch of a user: made while signed in, or for their address (anonymously, too). */
    async ofAccount(userId: number, email: string): Promise<WatchRow[]> {
      return store
        .selectFrom('watches')
        .selectAll()
        .where((eb) => eb.or([eb('owner', '=', `u:${userId}`), eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)]))]))
        .orderBy('created_at')
        .orderBy('variant_id')
        .$narrowType<{ type: WatchType }>()
        .execute();
    },
    /** Confirms the watch the code was sent for (and records that its address was confirmed once); false for an unknown code. */
    async confirm(code: string): Promise<boolean> {
      return store.transaction().execute(async (trx) => {
        const now = isoNow();
        const watch = await trx.updateTable('watches').set({ confirmed_at: now, confirmation_code: null }).where('confirmation_code', '=', code).returning('email').executeTakeFirst();
        if (watch) await trx.insertInto('confirmed_addresses').values({ email: watch.email, confirmed_at: now }).onConflict((conflict) => conflict.doNothing()).execute();
        return watch !== undefined;
      });
    },
    async unsubscribe(owner: string, variantId: number): Promise<void> {
      await store.deleteFrom('watches').where('owner', '=', owner).where('variant_id', '=', variantId).execute();
    },
    /** True when a watch had this hash. */
    async unsubscribeByHash(hash: string): Promise<boolean> {
      const deleted = await store.deleteFrom('watches').where('hash', '=', hash).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },
    /**
     * Hands `notify` (with the transaction, for what it writes) every confirmed watch whose condition now holds (see `WatchReason`) and marks
     * it notified, in one transaction. The watches are claimed by one statement (marked notified
     * where they were not yet): a job running at the same time, in this process or another, waits
     * for those rows and then finds them taken, so each watch is notified at most once. An address
     * that had `perAddressPerDay` single alerts today gets no more: its further watches due are
     * marked held, for `sendDigests` the next day. Each address is counted under its own lock, so
     * two jobs sending to one address never both take its last alert of the day.
     */
    async notifyDue(notify: (watch: DueWatch, trx: StoreTransaction) => void | Promise<void>, { perAddressPerDay }: { perAddressPerDay: number }): Promise<number> {
      return store.transaction().execute(async (trx) => {
        const time = isoNow();
        const claimed = await trx
          .updateTable('watches')
          .set({ notified_at: time })
          .where('notified_at', 'is', null)
          .where('confirmed_at', 'is not', null)
          .where(conditionHolds)
          .returning('hash')
          .execute();
        if (claimed.length === 0) return 0;
        const hashes = claimed.map((row) => row.hash);
        const due = await withVariant(trx)
          .where('w.hash', 'in', hashes)
          .orderBy('w.created_at')
          .orderBy('w.variant_id')
          .execute();
        const addresses = [...new Set(due.map((watch) => watch.email.toLowerCase()))].sort();
        const sentToday = new Map<string, number>();
        // In one order in every job: two jobs never wait for each other's address locks.
        for (const address of addresses) {
          await lockKey(trx, `watch-address:${address}`);
          const { sent } = await trx
            .selectFrom('watches')
            .select((eb) => eb.fn.countAll<number>().as('sent'))
            .where((eb) => eb(eb.fn('lower', ['email']), '=', address))
            .where('notified_at', '>=', dayOf(time))
            .where('held_at', 'is', null)
            .where('hash', 'not in', hashes)
            .executeTakeFirstOrThrow();
          sentToday.set(address, Number(sent));
        }
        const held: string[] = [];
        for (const watch of due) {
          const address = watch.email.toLowerCase();
          const sent = sentToday.get(address) ?? 0;
          if (sent >= perAddressPerDay) {
            held.push(watch.hash);
            continue;
          }
          await notify(watch, trx);
          sentToday.set(address, sent + 1);
        }
        if (held.length > 0) await trx.updateTable('watches').set({ held_at: time }).where('hash', 'in', held).execute();
        return due.length;
      });
    },
    /**
     * Hands `send` each address's alerts held on days before today, as one list, and marks them
     * sent, in one transaction. They are claimed by one statement (marked sent where they were not
     * yet), so a digest goes out once even if the job runs twice at once.
     */
    async sendDigests(send: (email: string, watches: DueWatch[], trx: StoreTransaction) => void | Promise<void>): Promise<number> {
      return store.transaction().execute(async (trx) => {
        const time = isoNow();
        const claimed = await trx
          .updateTable('watches')
          .set({ digest_sent_at: time })
          .where('held_at', 'is not', null)
          .where('digest_sent_at', 'is', null)
          .where('held_at', '<', dayOf(time))
          .returning('hash')
          .execute();
        if (claimed.length === 0) return 0;
        const held = await withVariant(trx)
          .where(
            'w.hash',
            'in',
            claimed.map((row) => row.hash),
          )
          .orderBy('w.held_at')
          .orderBy('w.variant_id')
          .execute();
        const byAddress = new Map<string, DueWatch[]>();
        for (const watch of held) byAddress.set(watch.email.toLowerCase(), [...(byAddress.get(watch.email.toLowerCase()) ?? []), watch]);
        for (const watches of byAddress.values()) await send(watches[0]!.email, watches, trx);
        return byAddress.size;
      });
    },
  };
}
