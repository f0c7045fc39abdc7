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
  created_at: string;
  token_version: number;
}

export const newCode = () => randomBytes(24).toString('base64url');

export function userRepository(db: Database) {
  return {
    byEmail: (email: string) => db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined,
    byId: (id: number) => db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined,
    /** Creates an unconfirmed user; undefined when the address is taken. */
    create(user: { email: string; passwordHash: string; firstName: string; lastName: string; newsletter: boolean }): UserRow | undefined {
      // The id follows every id ever given, deleted accounts' too: old tokens and share links name users by id.
      const created = db
        .prepare(`INSERT INTO users (id, email, password_hash, first_name, last_name, newsletter, confirmation_code, created_at)
          VALUES ((SELECT MAX(id) + 1 FROM (SELECT COALESCE(MAX(id), 0) AS id FROM users UNION ALL SELECT COALESCE(MAX(id), 0) FROM retired_user_ids) AS ids),
            ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING id`)
        .get(user.email, user.passwordHash, user.firstName, user.lastName, Number(user.newsletter), newCode(), new Date().toISOString()) as { id: number } | undefined;
      return created ? this.byId(Number(created.id)) : undefined;
    },
    /**
     * Another registration of an address nobody has confirmed yet: the account takes the newest
     * registration's names, newsletter choice and password hash, and loses its confirmation code,
     * so no earlier e-mail's link confirms it any more (an attacker's registration made first
     * included). The row, or undefined when the address is confirmed (or has no account).
     */
    renewPending(user: { email: string; passwordHash: string; firstName: string; lastName: string; newsletter: boolean }): UserRow | undefined {
      const renewed = db
        .prepare(`UPDATE users SET password_hash = ?, first_name = ?, last_name = ?, newsletter = ?, confirmation_code = NULL
          WHERE email = ? AND confirmed_at IS NULL RETURNING id`)
        .get(user.passwordHash, user.firstName, user.lastName, Number(user.newsletter), user.email) as { id: number } | undefined;
      return renewed ? this.byId(Number(renewed.id)) : undefined;
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
    /**
     * Makes the user staff (`is_admin`) or not. The role travels in the login token, so taking it
     * away also ends every session of the user; a new staff member gets it at the next sign-in.
     */
    setStaff(id: number, staff: boolean): void {
      db.prepare('UPDATE users SET is_admin = ?, token_version = token_version + ? WHERE id = ?').run(Number(staff), staff ? 0 : 1, id);
    },
    /** The version a valid login token of the user must carry; undefined for an unknown user. */
    tokenVersion: (id: number) => (db.prepare('SELECT token_version FROM users WHERE id = ?').get(id) as { token_version: number } | undefined)?.token_version,
    /** Revokes every login token of the user (logout). */
    revokeTokens(id: number): void {
      db.prepare('UPDATE users SET token_version = token_version + 1 WHERE id = ?').run(id);
    },
    /**
     * Erases an account (GDPR art. 17) in one transaction: the user, their reset codes, likes and
     * comparisons (with the likes others gave them), and their watches — made while signed in or
     * for their address — with the address's confirmation. Every token of the user stops working
     * with the row, and the id is retired, never to name anyone else.
     */
    erase(id: number): void {
      transaction(db, () => {
        const user = db.prepare('SELECT email FROM users WHERE id = ?').get(id) as { email: string } | undefined;
        if (!user) return;
        const owner = `u:${id}`;
        db.prepare("DELETE FROM likes WHERE item_type = 'comparison' AND item_id IN (SELECT id FROM comparisons WHERE owner = ?)").run(owner);
        db.prepare('DELETE FROM comparisons WHERE owner = ?').run(owner);
        db.prepare('DELETE FROM likes WHERE owner = ?').run(owner);
        db.prepare('DELETE FROM watches WHERE owner = ? OR email = ? COLLATE NOCASE').run(owner, user.email);
        db.prepare('DELETE FROM confirmed_addresses WHERE email = ?').run(user.email);
        db.prepare('DELETE FROM password_resets WHERE user_id = ?').run(id);
        db.prepare('DELETE FROM users WHERE id = ?').run(id);
        db.prepare('INSERT OR IGNORE INTO retired_user_ids (id) VALUES (?)').run(id);
      });
    },
  };
}
