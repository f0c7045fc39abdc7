import type { Insertable } from 'kysely';
import { store } from '#server/context';
import type { Tables } from '#server/db/tables';
import { sessionCookie } from '../support/embedded';

/** A partner made directly in the store: a confirmed (or not) partner account owning a new shop. */
export interface TestPartner {
  userId: number;
  shopId: number;
  cookie: string;
}

/**
 * A partner account (id `userId`) and its shop, with a session cookie. `confirmed: false` leaves
 * the address unconfirmed, as after registration.
 */
export async function partnerWithShop(
  userId: number,
  shop: { name: string; slug: string; domain: string; feedUrl?: string },
  { confirmed = true, email = `contact@${shop.domain}` }: { confirmed?: boolean; email?: string } = {},
): Promise<TestPartner> {
  const at = new Date().toISOString();
  await store()
    .insertInto('users')
    .values({ id: userId, email, password_hash: '-', first_name: 'Andreea', last_name: 'Popa', is_eshop: 1, confirmed_at: confirmed ? at : null, confirmation_code: confirmed ? null : 'cod-neconfirmat', created_at: at })
    .execute();
  const { id: shopId } = await store()
    .insertInto('eshops')
    .values({ name: shop.name, slug: shop.slug, domain: shop.domain, paid: 0, owner_user_id: userId, feed_url: shop.feedUrl ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cookie = await sessionCookie({ id: userId, name: 'Andreea Popa', email, eshop: true });
  return { userId, shopId, cookie };
}

/** An import record as the feed service leaves it, with the given fields over a finished, applied one. */
export async function insertImport(shopId: number, fields: Partial<Insertable<Tables['feed_imports']>> = {}): Promise<number> {
  const { id } = await store()
    .insertInto('feed_imports')
    .values({
      eshop_id: shopId,
      source: 'url',
      origin: 'https://www.mobilacasa.ro/feed/google-shopping.xml',
      state: 'applied',
      started_at: '2026-11-25T06:00:00.000Z',
      finished_at: '2026-11-25T06:00:41.000Z',
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Refused items of an import, numbered in the order given. */
export async function insertItemErrors(importId: number, errors: readonly Omit<Insertable<Tables['feed_item_errors']>, 'import_id' | 'seq'>[]): Promise<void> {
  if (errors.length === 0) return;
  await store()
    .insertInto('feed_item_errors')
    .values(errors.map((error, seq) => ({ ...error, import_id: importId, seq })))
    .execute();
}
