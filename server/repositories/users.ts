import { randomBytes } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import { lockKey } from '../db/dialect';
import type { Store, StoreTransaction } from '../db/store';
import type { Tables } from '../db/tables';

/** A user as the repositories hand it out: every column but the newsletter choice and the profile key. */
export type UserRow = Omit<Selectable<Tables['users']>, 'newsletter' | 'profile_key'>;

export const newCode = () => randomBytes(24).toString('base64url');

/** The next user id: after every id ever given, deleted accounts' too. */
export const nextUserId = sql<number>`(SELECT MAX(id) + 1 FROM (SELECT COALESCE(MAX(id), 0) AS id FROM users UNION ALL SELECT COALESCE(MAX(id), 0) AS id FROM retired_user_ids) AS ids)`;

export function userRepository(store: Store) {
  return {
    async byEmail(email: string): Promise<UserRow | undefined> {
      return store.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },
    async byId(id: number): Promise<UserRow | undefined> {
      return store.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /**
     * Creates an unconfirmed user; undefined when the address is taken. Creations queue on one key,
     * so two of them never take the same id; of two with one address, the second finds it taken.
     */
    async create(user: { email: string; passwordHash: string; firstName: string; lastName: string; newsletter: boolean }): Promise<UserRow | undefined> {
      // The id follows every id ever given, deleted accounts' too: old tokens and share links name users by id.
      return store.transaction().execute(async (trx) => {
        await lockKey(trx, 'user-ids');
        return trx
          .insertInto('users')
          .values({
            id: nextUserId,
            email: user.email,
            password_hash: user.passwordHash,
            first_name: user.firstName,
            last_name: user.lastName,
            newsletter: Number(user.newsletter),
            confirmation_code: newCode(),
            created_at: new Date().toISOString(),
          })
          .onConflict((conflict) => conflict.column('email').doNothing())
          .returningAll()
          .executeTakeFirst();
      });
    },
    /**
     * Another registration of an address nobody has confirmed yet: the account takes the newest
     * registration's names, newsletter choice and password hash, and loses its confirmation code,
     * so no earlier e-mail's link confirms it any more (an attacker's registration made first
     * included). The row, or undefined when the address is confirmed (or has no account).
     */
    async renewPending(user: { email: string; passwordHash: string; firstName: string; lastName: string; newsletter: boolean }): Promise<UserRow | undefined> {
      return store
        .updateTable('users')
        .set({ password_hash: user.passwordHash, first_name: user.firstName, last_name: user.lastName, newsletter: Number(user.newsletter), confirmation_code: null })
        .where('email', '=', user.email)
        .where('confirmed_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },
    /** Confirms with the code from the e-mail; true once, for the right code. */
    async confirm(id: number, code: string): Promise<boolean> {
      const result = await store
        .updateTable('users')
        .set({ confirmed_at: new Date().toISOString(), confirmation_code: null })
        .where('id', '=', id)
        .where('confirmation_code', '=', code)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /**
     * A new password-reset code valid for `validMs` from `now`; every earlier code of the user
     * stops working, so only the newest e-mail's link does (two at once queue on the user).
     */
    async createReset(userId: number, now: number, validMs: number, send?: (code: string, trx: StoreTransaction) => Promise<void>): Promise<string> {
      const code = newCode();
      await store.transaction().execute(async (trx) => {
        await lockKey(trx, `password-reset:${userId}`);
        await trx.updateTable('password_resets').set({ used_at: new Date(now).toISOString() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
        await trx.insertInto('password_resets').values({ code, user_id: userId, expires_at: new Date(now + validMs).toISOString() }).execute();
        // The e-mail is recorded under the same lock: of several resets at once, the newest e-mail carries the one code that works.
        await send?.(code, trx);
      });
      return code;
    },
    /** The user a reset code is for while it is unused and unexpired, without spending it. */
    async resetOwner(code: string, now: number): Promise<number | undefined> {
      const row = await store
        .selectFrom('password_resets')
        .select('user_id')
        .where('code', '=', code)
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date(now).toISOString())
        .executeTakeFirst();
      return row?.user_id;
    },
    /** Spends a reset code: the user it was for, or undefined when unknown, used or expired. */
    async useReset(code: string, now: number): Promise<number | undefined> {
      const time = new Date(now).toISOString();
      const row = await store
        .updateTable('password_resets')
        .set({ used_at: time })
        .where('code', '=', code)
        .where('used_at', 'is', null)
        .where('expires_at', '>', time)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },
    /** Sets a new password and revokes every login token signed before. */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      const time = new Date().toISOString();
      await store
        .updateTable('users')
        .set((eb) => ({ password_hash: passwordHash, confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(time)), token_version: eb('token_version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
    /**
     * Makes the user staff (`is_admin`) or not. The role travels in the login token, so taking it
     * away also ends every session of the user; a new staff member gets it at the next sign-in.
     */
    async setStaff(id: number, staff: boolean): Promise<void> {
      await store
        .updateTable('users')
        .set((eb) => ({ is_admin: Number(staff), token_version: eb('token_version', '+', staff ? 0 : 1) }))
        .where('id', '=', id)
        .execute();
    },
    /** The version a valid login token of the user must carry; undefined for an unknown user. */
    async tokenVersion(id: number): Promise<number | undefined> {
      return (await store.selectFrom('users').select('token_version').where('id', '=', id).executeTakeFirst())?.token_version;
    },
    /** Revokes every login token of the user (logout). */
    async revokeTokens(id: number): Promise<void> {
      await store
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
    /**
     * Erases an account (GDPR art. 17) in one transaction: the user, their reset codes, likes and
     * comparisons (with the likes others gave them), and their watches — made while signed in or
     * for their address — with the address's confirmation. Every token of the user stops working
     * with the row, and the id is retired, never to name anyone else.
     */
    async erase(id: number): Promise<void> {
      await store.transaction().execute(async (trx) => {
        const user = await trx.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst();
        if (!user) return;
        const owner = `u:${id}`;
        await trx
          .deleteFrom('likes')
          .where('item_type', '=', 'comparison')
          .where('item_id', 'in', trx.selectFrom('comparisons').select('id').where('owner', '=', owner))
          .execute();
        await trx.deleteFrom('comparisons').where('owner', '=', owner).execute();
        await trx.deleteFrom('likes').where('owner', '=', owner).execute();
        // Watches keep the address as typed: compared without case, as the account's address is.
        await trx
          .deleteFrom('watches')
          .where((eb) => eb.or([eb('owner', '=', owner), eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(user.email)]))]))
          .execute();
        await trx.deleteFrom('confirmed_addresses').where('email', '=', user.email).execute();
        await trx.deleteFrom('password_resets').where('user_id', '=', id).execute();
        await trx.deleteFrom('users').where('id', '=', id).execute();
        await trx
          .insertInto('retired_user_ids')
          .values({ id })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
      });
    },
  };
}
