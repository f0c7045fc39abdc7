/**
 * What every benchmark does first, unless told `--skip-build`: the production build its figures
 * are of (`waku build`, as `npm start` runs it). A failed build ends the benchmark with its status.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export function buildSiteUnless(skip: boolean | undefined): void {
  if (skip) return;
  console.log('Building the site…');
  const build = spawnSync(resolve(root, 'node_modules/.bin/waku'), ['build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
