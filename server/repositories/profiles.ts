import type { Store } from '../db/store';
import { newLinkKey } from './link-key';

/** The random keys of public profiles' addresses (`/user/{key}`), by user. */
export function profileRepository(store: Store) {
  return {
    /** The user's profile key, given the first time it is asked for (only the user asks for it by number). */
    async keyOf(userId: number): Promise<string | undefined> {
      // One statement gives the key only while there is none: of two first asks, both read the one that won.
      await store.updateTable('users').set({ profile_key: newLinkKey() }).where('id', '=', userId).where('profile_key', 'is', null).execute();
      const row = await store.selectFrom('users').select('profile_key').where('id', '=', userId).executeTakeFirst();
      return row?.profile_key ?? undefined;
    },
    async userIdOf(key: string): Promise<number | undefined> {
      const row = await store.selectFrom('users').select('id').where('profile_key', '=', key).executeTakeFirst();
      return row && Number(row.id);
    },
  };
}
