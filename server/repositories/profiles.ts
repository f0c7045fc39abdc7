import type { Database } from '../db/database';
import { newLinkKey } from './link-key';

/** The random keys of public profiles' addresses (`/user/{key}`), by user. */
export function profileRepository(db: Database) {
  return {
    /** The user's profile key, given the first time it is asked for (only the user asks for it by number). */
    keyOf(userId: number): string | undefined {
      db.prepare('UPDATE users SET profile_key = ? WHERE id = ? AND profile_key IS NULL').run(newLinkKey(), userId);
      return (db.prepare('SELECT profile_key FROM users WHERE id = ?').get(userId) as { profile_key: string } | undefined)?.profile_key;
    },
    userIdOf(key: string): number | undefined {
      const row = db.prepare('SELECT id FROM users WHERE profile_key = ?').get(key) as { id: number } | undefined;
      return row && Number(row.id);
    },
  };
}
