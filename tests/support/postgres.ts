import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './site-process';

/** Where Debian's `postgresql` puts its programs (the newest version installed). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  if (versions.length === 0) throw new Error("PostgreSQL is missing: install Debian's postgresql (npm test and CI install it when they can).");
  return join(root, versions[0]!, 'bin');
}

/** PostgreSQL refuses to run as root: as root, its programs run as Debian's `postgres` user. */
function run(program: string, args: string[]): void {
  const path = join(postgresBin(), program);
  const [command, commandArgs] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8', cwd: tmpdir() });
  if (result.status !== 0) throw new Error(`${program} failed (${result.status}): ${result.stderr || result.stdout}`);
}

export interface PostgresCluster {
  /** A new, empty database of the cluster: its `postgres://` URL. */
  createDatabase(name: string): string;
  stop(): void;
}

/**
 * A private PostgreSQL cluster for tests, in a temporary folder, on a free loopback port, trusting
 * local connections, with byte-order collation (`--no-locale`, so text sorts as on SQLite). fsync
 * is off: a test cluster needs no durability across a crash of the machine.
 */
export async function startPostgres(): Promise<PostgresCluster> {
  const folder = mkdtempSync(join(tmpdir(), 'cuib-postgres-'));
  if (process.getuid?.() === 0) chownSync(folder, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout), 0);
  const data = join(folder, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'cuib', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  run('pg_ctl', ['-D', data, '-l', join(folder, 'log'), '-w', '-o', `-k ${folder} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start']);
  return {
    createDatabase(name) {
      run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'cuib', name]);
      return `postgres://cuib@127.0.0.1:${port}/${name}`;
    },
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A new, empty database on the cluster of `url` (made through a connection to it): its URL. For a
 * test that needs a store of its own, as a new data folder gives one over SQLite.
 */
export async function newDatabaseBeside(url: string): Promise<string> {
  const name = `cuib_test_${randomBytes(6).toString('hex')}`;
  const maintenance = new pg.Client({ connectionString: url });
  await maintenance.connect();
  try {
    await maintenance.query(`CREATE DATABASE ${name}`);
  } finally {
    await maintenance.end();
  }
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}
