import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../support/postgres';
import { freePort, waitUntilServing } from '../support/site-process';
import type { TestSite } from '../support/test-site';

const root = resolve(import.meta.dirname, '../..');

/**
 * Builds the app once (unless CUIB_E2E_SKIP_BUILD=1) and serves it with its embedded backends, once
 * per e2e worker, each on a free port over a fresh data folder, so end-to-end tests see exactly what
 * `npm start` serves.
 */
export default async function setup(project: TestProject) {
  if (process.env.CUIB_E2E_SKIP_BUILD !== '1') {
    // The API reference pages are part of the build, as in `npm run build`.
    const docs = spawnSync(resolve(root, 'node_modules/.bin/tsx'), ['scripts/docs-api.ts'], { cwd: root, stdio: 'pipe', encoding: 'utf8' });
    if (docs.status !== 0) throw new Error(`npm run docs:api failed:\n${docs.stdout}\n${docs.stderr}`);
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const build = spawnSync(resolve(root, 'node_modules/.bin/waku'), ['build'], { cwd: root, stdio: 'pipe', encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) throw new Error(`waku build failed:\n${build.stdout}\n${build.stderr}`);
  }
  // CUIB_E2E_STORE=postgres: every site of the run (and every process the tests start) keeps its
  // data in one database of a private PostgreSQL cluster instead of the SQLite file.
  const cluster = process.env.CUIB_E2E_STORE === 'postgres' ? await startPostgres() : undefined;
  if (cluster) process.env.CUIB_DATABASE_URL = cluster.createDatabase('cuib_e2e');
  project.provide('databaseUrl', process.env.CUIB_DATABASE_URL);
  // One site per worker slot of the project (one while its files run one at a time, vitest.config.ts).
  const sites = await Promise.all(Array.from({ length: project.config.maxWorkers }, () => startTestSite()));
  project.provide('sites', sites.map(({ baseURL, dataDir }): TestSite => ({ baseURL, dataDir })));

  return () => {
    cluster?.stop();
    for (const { child, dataDir } of sites) {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}

/** The built site with its embedded backends on a free port, over a fresh data folder of its own. */
async function startTestSite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'cuib-e2e-'));
  const port = await freePort();
  const child = spawn(resolve(root, 'node_modules/.bin/waku'), ['start', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    // The Black Friday flag is on whatever the date, so the banner strip can be tested all year.
    env: { ...process.env, NODE_ENV: 'production', CUIB_DATA_DIR: dataDir, CUIB_SITE_ORIGIN: `http://localhost:${port}`, CUIB_SEED_VARIANTS: '6000', CUIB_FEATURES_FILE: resolve(root, 'tests/e2e/features.json') },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${baseURL}/`, child);
  return { baseURL, dataDir, child };
}
