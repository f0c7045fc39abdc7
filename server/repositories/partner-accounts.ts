import { lockKey } from '../db/dialect';
import type { Store, StoreTransaction } from '../db/store';
import { newCode, nextUserId, type UserRow } from './users';

/** What a shop's registration creates: the partner's account and the shop. */
export interface PartnerRegistration {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  shopName: string;
  /** The slug the shop gets when free; else the first free one of `slug-2`, `slug-3`, … */
  slug: string;
  /** The website's host, lower case, without `www.`. */
  domain: string;
}

/** The shop a registration created. */
export interface RegisteredShop {
  id: number;
  name: string;
  slug: string;
  domain: string;
}

export type RegistrationOutcome = { user: UserRow; shop: RegisteredShop } | { taken: 'email' | 'domain' };

async function freeSlug(trx: StoreTransaction, base: string): Promise<string> {
  const taken = new Set(
    (await trx.selectFrom('eshops').select('slug').where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)])).execute()).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** Partner accounts: a user (`is_eshop`) who owns a shop. */
export function partnerAccountRepository(store: Store) {
  return {
    /**
     * Creates the unconfirmed partner account and its shop in one transaction, and calls `confirm`
     * inside it (the confirmation e-mail is recorded with what it confirms); `taken` names what was
     * already there: an account with the address, or a shop with the domain. Registrations queue
     * on the user ids' key (as shoppers' do) and on the shops' key, so two of them never take the
     * same id, slug or domain.
     */
    async register(account: PartnerRegistration, confirm: (user: UserRow, trx: StoreTransaction) => Promise<void>): Promise<RegistrationOutcome> {
      return store.transaction().execute(async (trx): Promise<RegistrationOutcome> => {
        await lockKey(trx, 'user-ids');
        await lockKey(trx, 'eshop-registrations');
        // Addresses compare without case (the column's collation), as at login.
        if (await trx.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirst()) return { taken: 'email' };
        const sameDomain = await trx
          .selectFrom('eshops')
          .select('id')
          .where((eb) => eb(eb.fn('lower', ['domain']), '=', account.domain))
          .executeTakeFirst();
        if (sameDomain) return { taken: 'domain' };
        const user = await trx
          .insertInto('users')
          .values({
            id: nextUserId,
            email: account.email,
            password_hash: account.passwordHash,
            first_name: account.firstName,
            last_name: account.lastName,
            is_eshop: 1,
            confirmation_code: newCode(),
            created_at: new Date().toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const shop = await trx
          .insertInto('eshops')
          .values({ slug: await freeSlug(trx, account.slug), name: account.shopName, domain: account.domain, paid: 0, owner_user_id: user.id })
          .returning(['id', 'name', 'slug', 'domain'])
          .executeTakeFirstOrThrow();
        await confirm(user, trx);
        return { user, shop };
      });
    },
  };
}
