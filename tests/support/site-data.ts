import { sql } from 'kysely';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { storeFor } from '#server/db/database';
import type { Store } from '#server/db/store';
import { hashPassword } from '#server/auth/passwords';
import { limitRepository } from '#server/repositories/limits';
import { type OutboxMail, outboxRepository } from '#server/repositories/outbox';
import { userRepository } from '#server/repositories/users';
import { testSite } from './test-site';

/**
 * The test site's store, opened beside the running server (its SQLite file in WAL mode, or its
 * PostgreSQL database with CUIB_E2E_STORE=postgres; the site migrated it), to read what a person
 * would find in their mailbox and to play a shop changing a price.
 */
let store: Store | undefined;
export function siteStore(): Store {
  store ??= storeFor({ url: inject('databaseUrl'), dataDir: testSite().dataDir });
  return store;
}

/** Waits until the site has sent `recipient` an e-mail that `matches`, and answers the newest. */
export async function mailTo(recipient: string, matches: (mail: OutboxMail) => boolean = () => true, timeoutMs = 15_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await outboxRepository(siteStore()).latest(500)).find((candidate) => candidate.recipient === recipient && matches(candidate));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${recipient} arrived.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The link of an e-mail that goes to `path…`, moved onto the address the tests reach the site at. */
export function linkIn(mail: OutboxMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/]/g, '\\/')}[^\\s"<>]*`).exec(mail.body);
  if (!match) throw new Error(`The e-mail „${mail.subject}” has no link to ${path}.`);
  const url = new URL(match[0]);
  return new URL(`${url.pathname}${url.search}`, testSite().baseURL).toString();
}

let addresses = 0;
/** An address no other test uses. */
export const freshEmail = (name = 'cumparator') => `${name}.${process.pid}.${Date.now()}.${++addresses}@exemplu.ro`;

/** A password the backend's dictionary check accepts. */
export const strongPassword = 'Castanul-Rosu-de-la-Sibiu-9';

/**
 * A confirmed account (a staff member's with `staff`) made straight in the site's database (registration itself is tested
 * through the pages; the backend limits registrations per client, which the other tests would
 * spend), signed in to `context` through the login form, as a shopper would.
 */
export async function signedInAccount(context: BrowserContext, firstName = 'Maria', { staff = false } = {}): Promise<{ email: string; id: number }> {
  await asNewClient();
  const email = freshEmail(firstName.toLowerCase());
  const users = userRepository(siteStore());
  const user = (await users.create({ email, passwordHash: await hashPassword(strongPassword), firstName, lastName: 'Ionescu', newsletter: false }))!;
  await users.confirm(user.id, user.confirmation_code!);
  // Staff: the login token then carries the admin role.
  if (staff) await siteStore().updateTable('users').set({ is_admin: 1 }).where('id', '=', user.id).execute();
  const answer = await context.request.post(new URL('/login', testSite().baseURL).toString(), {
    form: { email, password: strongPassword },
    maxRedirects: 0,
  });
  if (answer.status() !== 303) throw new Error(`The login form answered ${answer.status()}.`);
  return { email, id: user.id };
}

/** A variant of the site's catalogue matching `where` (SQL over `variants`), for tests that need one of a kind. */
export async function someVariant(where: string): Promise<{ id: number; slug: string; price: number; product_id: number }> {
  const row = await siteStore().selectFrom('variants').select(['id', 'slug', 'price', 'product_id']).where(sql<boolean>`(${sql.raw(where)})`).orderBy('id').limit(1).executeTakeFirst();
  if (!row) throw new Error(`The test catalogue has no variant where ${where}.`);
  return row;
}

/** A shop lists a variant again, in stock (what a feed import does). */
export async function restock(variantId: number): Promise<void> {
  await siteStore().updateTable('variants').set({ active: 1, in_stock: 1 }).where('id', '=', variantId).execute();
}

/**
 * Every test's browser reaches the site from 127.0.0.1, so the backend counts all their password
 * checks (logins, password changes, deletions) as one client's: 20 in 15 minutes. A test playing a
 * new shopper starts that client's window afresh, as a different shopper's device would.
 */
export async function asNewClient(target: Store = siteStore()): Promise<void> {
  for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '::1']) await limitRepository(target).forget(`login-client:${address}`);
}
