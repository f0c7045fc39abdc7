/**
 * `npm test`: the whole suite in one Vitest run (unit and contract tests, every story in Chromium,
 * end-to-end tests against the built app), then one line `N passed, N failed[, N skipped]`.
 * Chromium comes from CHROME_PATH, else /usr/bin/chromium, else Debian's package when we can install it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { summaryLine } from './test-summary.ts';

const root = resolve(import.meta.dirname, '..');
const results = resolve(root, '.test-results');

function findChromium(): string | undefined {
  for (const candidate of [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const canInstall = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!canInstall) return undefined;
  console.log('Chromium is missing: installing Debian\'s chromium package…');
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

const chromium = findChromium();
if (!chromium) {
  console.error(
    'The browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
      'or point CHROME_PATH at a Chromium or Chrome binary, then run `npm test` again.',
  );
  process.exit(1);
}

mkdirSync(results, { recursive: true });
const vitest = spawnSync(
  resolve(root, 'node_modules/.bin/vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${resolve(results, 'vitest.json')}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium } },
);

console.log(summaryLine());
process.exit(vitest.status ?? 1);
