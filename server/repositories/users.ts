import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

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
    createReset(userId: number, hours = 2): string {
      const code = newCode();
      db.prepare('INSERT INTO password_resets (code, user_id, expires_at) VALUES (?, ?, ?)').run(
        code,
        userId,
        new Date(Date.now() + hours * 3_600_000).toISOString(),
      );
      return code;
    },
    /** Spends a reset code: the user it was for, or undefined when unknown, used or expired. */
    useReset(code: string): number | undefined {
      const row = db
        .prepare('UPDATE password_resets SET used_at = ? WHERE code = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id')
        .get(new Date().toISOString(), code, new Date().toISOString()) as { user_id: number } | undefined;
      return row?.user_id;
    },
    setPassword(id: number, passwordHash: string): void {
      db.prepare('UPDATE users SET password_hash = ?, confirmed_at = COALESCE(confirmed_at, ?) WHERE id = ?').run(passwordHash, new Date().toISOString(), id);
    },
  };
}
