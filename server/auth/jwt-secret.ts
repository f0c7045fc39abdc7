import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { store } from '../context';
import { folderOf } from '../db/database';
import type { Store } from '../db/store';
import { metaRepository } from '../repositories/meta';

const perStore = new WeakMap<Store, Promise<Uint8Array>>();
const encode = (value: string) => new TextEncoder().encode(value);

/**
 * The key that signs login tokens: `CUIB_JWT_SECRET` when set, else the file `jwt-secret` beside
 * the database (mode 0600), made on first start. Not in the database itself: a copy of the data
 * (a backup, a file shared for debugging) must not be enough to sign an admin's token.
 * An in-memory database (tests) gets a key that lives as long as it does and touches no file.
 */
export async function jwtSecret(): Promise<Uint8Array> {
  const configured = process.env.CUIB_JWT_SECRET;
  if (configured) return encode(configured);
  const current = store();
  let known = perStore.get(current);
  if (!known) {
    known = loadOrCreate(current).then(encode);
    perStore.set(current, known);
    // A failed load is tried again by the next request.
    known.catch(() => perStore.delete(current));
  }
  return known;
}

async function loadOrCreate(current: Store): Promise<string> {
  const folder = folderOf(current);
  if (!folder) return randomBytes(32).toString('base64url');
  const file = join(folder, 'jwt-secret');
  const meta = metaRepository(current);
  // Earlier versions kept the key in the database: move it to the file, so existing logins stay valid.
  const legacy = await meta.get('jwt_secret');
  try {
    writeFileSync(file, legacy ?? randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Already there (an earlier start, or another worker was first): use it.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    chmodSync(file, 0o600);
  }
  if (legacy !== undefined) await meta.delete('jwt_secret');
  return readFileSync(file, 'utf8').trim();
}
