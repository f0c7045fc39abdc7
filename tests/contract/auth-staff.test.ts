import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, expect, inject, test } from 'vitest';
import { openStore } from '#server/db/database';
import type { Store } from '#server/db/store';
import { userRepository } from '#server/repositories/users';
import { newDatabaseBeside } from '../support/postgres';

const root = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'cuib-staff-'));
// Over PostgreSQL in the project that runs the backends there, else SQLite in a folder of its own.
const postgres = inject('postgresUrl');
const databaseUrl = postgres ? await newDatabaseBeside(postgres) : undefined;
const withStore = async <T>(use: (store: Store) => Promise<T>): Promise<T> => {
  // Opened as the script opens it (migrated), then read and written as the repositories do.
  const store = await openStore({ url: databaseUrl, dataDir });
  try {
    return await use(store);
  } finally {
    await store.destroy();
  }
};

/** Runs `npm run staff -- …` as README tells people to (through the script it names), against the store above. */
async function staff(...args: string[]): Promise<{ code: number; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, CUIB_DATA_DIR: dataDir };
  delete env.CUIB_DATABASE_URL;
  if (databaseUrl) env.CUIB_DATABASE_URL = databaseUrl;
  try {
    const { stdout, stderr } = await promisify(execFile)(join(root, 'node_modules/.bin/tsx'), ['scripts/staff.ts', ...args], { cwd: root, env });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

const account = { passwordHash: 'scrypt$x$y', firstName: 'Ioana', lastName: 'Staff', newsletter: false };
const row = (email: string) => withStore((store) => userRepository(store).byEmail(email));

beforeAll(() =>
  withStore(async (store) => {
    const users = userRepository(store);
    const confirmed = (await users.create({ ...account, email: 'ioana@cuib.ro' }))!;
    await users.confirm(confirmed.id, confirmed.confirmation_code!);
    await users.create({ ...account, email: 'neconfirmat@cuib.ro' });
  }),
);

test('npm run staff -- --email makes a confirmed account staff, and --revoke ends it with every session', { timeout: 120_000 }, async () => {
  const made = await staff('--email', 'IOANA@cuib.ro');
  expect(made.code, made.out).toBe(0);
  expect(made.out).toContain('ioana@cuib.ro este acum cont de personal');
  expect((await row('ioana@cuib.ro'))!.is_admin).toBe(1);
  const again = await staff('--email', 'ioana@cuib.ro');
  expect([again.code, again.out]).toEqual([0, expect.stringContaining('era deja')]);
  const version = (await row('ioana@cuib.ro'))!.token_version;
  const revoked = await staff('--email', 'ioana@cuib.ro', '--revoke');
  expect(revoked.code, revoked.out).toBe(0);
  expect(revoked.out).toContain('nu mai este cont de personal');
  expect(await row('ioana@cuib.ro')).toMatchObject({ is_admin: 0, token_version: version + 1 });
});

test('an unknown or unconfirmed address, or no address, exits non-zero with a clear message', { timeout: 120_000 }, async () => {
  const unknown = await staff('--email', 'nimeni@cuib.ro');
  expect(unknown).toEqual({ code: 1, out: expect.stringContaining('Nu există niciun cont cu adresa nimeni@cuib.ro') });
  const unconfirmed = await staff('--email', 'neconfirmat@cuib.ro');
  expect(unconfirmed).toEqual({ code: 1, out: expect.stringContaining('nu este confirmat') });
  expect((await row('neconfirmat@cuib.ro'))!.is_admin).toBe(0);
  const usage = await staff();
  expect(usage).toEqual({ code: 2, out: expect.stringContaining('npm run staff -- --email') });
});
