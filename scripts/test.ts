/**
 * `npm test`: the whole suite in two Vitest runs side by side (the end-to-end tests against the
 * built app in one; unit and contract tests and every story in Chromium in the other), then one
 * line `N passed, N failed[, N skipped]`. Chromium comes from CHROME_PATH, else /usr/bin/chromium,
 * else Debian's package when we can install it; HAProxy, for the reverse-proxy test, likewise.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
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

/** Installs a Debian package a test needs when `present` fails and this is root on Debian. */
function installWhenMissing(present: string, pkg: string, purpose: string): void {
  if (spawnSync('sh', ['-c', present]).status === 0 || process.getuid?.() !== 0 || spawnSync('sh', ['-c', 'command -v apt-get']).status !== 0) return;
  console.log(`Installing Debian's ${pkg} for ${purpose}…`);
  spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

const chromium = findChromium();
// The end-to-end tests use Debian's headless shell of the same Chromium when it is there (about 2.5
// times less CPU per page, tests/support/chromium.ts); without it they use the full browser.
if (chromium && !process.env.CHROME_HEADLESS_SHELL) installWhenMissing('test -e /usr/bin/chromium-headless-shell', 'chromium-headless-shell', 'the end-to-end tests');
installWhenMissing('command -v haproxy', 'haproxy', 'the reverse-proxy test (deploy/haproxy.cfg)');
installWhenMissing('ls /usr/lib/postgresql/*/bin/initdb', 'postgresql', 'the tests over PostgreSQL');
if (!chromium) {
  console.error(
    'The browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
      'or point CHROME_PATH at a Chromium or Chrome binary, then run `npm test` again.',
  );
  process.exit(1);
}

// Reports of an earlier run must not be counted with this one's.
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** One Vitest run writing its JSON report to `.test-results/<name>.json`; resolves to its exit code. */
function run(name: string, args: string[], prefix: string): Promise<number> {
  // Until Vitest writes its report at the end, the run counts as one failure (one that crashes early
  // writes none).
  writeFileSync(resolve(results, `${name}.json`), JSON.stringify({ numPassedTests: 0, numFailedTests: 1, numPendingTests: 0, numTodoTests: 0, numFailedTestSuites: 1 }));
  const child = spawn(
    resolve(root, 'node_modules/.bin/vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${resolve(results, `${name}.json`)}`, ...args],
    { cwd: root, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, CHROME_PATH: chromium } },
  );
  if (prefix) {
    // Two runs share the terminal: each line says which one it comes from.
    for (const [stream, out] of [[child.stdout!, process.stdout], [child.stderr!, process.stderr]] as const) {
      createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
    }
  }
  return new Promise((done) => child.on('close', (code) => done(code ?? 1)));
}

const args = process.argv.slice(2);
// The end-to-end files run one at a time against one site and keep a core busy for most of the run;
// the unit and Storybook runners go alongside them in a second Vitest run. In one run, Vitest (one
// worker on two cores) would queue the unit files behind the end-to-end ones.
const codes = args.length
  ? [await run('vitest', args, '')]
  : await Promise.all([
      run('e2e', ['--project', 'e2e'], '[e2e]'),
      run('unit-storybook', ['--project', 'unit', '--project', 'postgres', '--project', 'storybook'], '[unit+storybook]'),
    ]);

console.log(summaryLine());
process.exit(codes.every((code) => code === 0) ? 0 : 1);
