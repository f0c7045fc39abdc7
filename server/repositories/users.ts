import { randomBytes } from 'node:crypto';
import { type Database, transaction } from '../db/database';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  dob: string | null;
  gender: number | null;
  avatar_url: string | null;
  is_admin: number;
  is_eshop: number;
  confirmation_code: string | null;
  confirmed_at: string | null;
  token_version: number;
}

export const newCode = () => randomBytes(24).toString('base64url');

export function userRepository(db: Database) {
  return {
    byEmail: (email: string) => db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined,
    byId: (id: number) => db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined,
    /** Creates an unconfirmed user; undefined when the address is taken. */
    create(user: { email: string; passwordHash: string; firstName: string; lastName: string; newsletter: boolean }): UserRow | undefined {
      const result = db
        .prepare(`INSERT INTO users (email, password_hash, first_name, last_name, newsletter, confirmation_code, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`)
        .run(user.email, user.passwordHash, user.firstName, user.lastName, Number(user.newsletter), newCode(), new Date().toISOString());
      return result.changes ? this.byId(Number(result.lastInsertRowid)) : undefined;
    },
    /** Confirms with the code from the e-mail; true once, for the right code. */
    confirm(id: number, code: string): boolean {
      return (
        db.prepare('UPDATE users SET confirmed_at = ?, confirmation_code = NULL WHERE id = ? AND confirmation_code = ?').run(new Date().toISOString(), id, code)
          .changes > 0
      );
    },
    /**
     * A new password-reset code valid for `validMs` from `now`; every earlier code of the user
     * stops working, so only the newest e-mail's link does.
     */
    createReset(userId: number, now: number, validMs: number): string {
      const code = newCode();
      transaction(db, () => {
        db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(new Date(now).toISOString(), userId);
        db.prepare('INSERT INTO password_resets (code, user_id, expires_at) VALUES (?, ?, ?)').run(code, userId, new Date(now + validMs).toISOString());
      });
      return code;
    },
    /** The user a reset code is for while it is unused and unexpired, without spending it. */
    resetOwner(code: string, now: number): number | undefined {
      const row = db.prepare('SELECT user_id FROM password_resets WHERE code = ? AND used_at IS NULL AND expires_at > ?').get(code, new Date(now).toISOString()) as
        | { user_id: number }
        | undefined;
      return row?.user_id;
    },
    /** Spends a reset code: the user it was for, or undefined when unknown, used or expired. */
    useReset(code: string, now: number): number | undefined {
      const time = new Date(now).toISOString();
      const row = db
        .prepare('UPDATE password_resets SET used_at = ? WHERE code = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id')
        .get(time, code, time) as { user_id: number } | undefined;
      return row?.user_id;
    },
    /** Sets a new password and revokes every login token signed before. */
    setPassword(id: number, passwordHash: string): void {
      db.prepare('UPDATE users SET password_hash = ?, confirmed_at = COALESCE(confirmed_at, ?), token_version = token_version + 1 WHERE id = ?').run(
        passwordHash,
        new Date().toISOString(),
        id,
      );
    },
    /** The version a valid login token of the user must carry; undefined for an unknown user. */
    tokenVersion: (id: number) => (db.prepare('SELECT token_version FROM users WHERE id = ?').get(id) as { token_version: number } | undefined)?.token_version,
    /** Revokes every login token of the user (logout). */
    revokeTokens(id: number): void {
      db.prepare('UPDATE users SET token_version = token_version + 1 WHERE id = ?').run(id);
    },
  };
}
