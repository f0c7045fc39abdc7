/**
 * `npm run bench:ssr [-- --skip-build --duration 15 --connections 10 --variants N]`: the production
 * build under load, one page at a time (autocannon), over a fresh generated catalogue, twice:
 * - pages drawn for every request (the shared page cache off, `CUIB_PAGE_CACHE_MB=0`);
 * - the same anonymous addresses repeated, answered by the shared page cache;
 * - pages drawn for every request by two workers behind one port (`CUIB_WORKERS=2`).
 * For each page it prints pages/s, p50 and p99 latency, the server's CPU per page (user + system
 * time of the site's processes, read from /proc before and after the run, divided by the pages
 * answered), the HTML's size, plain and as sent to a browser (brotli), and how the machine's CPU
 * time went during the run (the load generator's share, idle, and steal: time the host gave to
 * others, from /proc/stat), which says whether the cores were left to the site. Asserts nothing: the
 * figures go to README.md. Keep the machine otherwise quiet while it runs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { type SiteProcess, startSite } from '../tests/support/site-process.ts';
import { cpuMs, untilIdle } from './support/process-cpu.ts';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10' },
    variants: { type: 'string' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const root = resolve(import.meta.dirname, '..');

if (!values['skip-build']) {
  console.log('Building the site…');
  const build = spawnSync(resolve(root, 'node_modules/.bin/waku'), ['build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The bytes of a page as sent for an `accept-encoding` (fetch would decompress them). */
function bytesSent(url: string, encoding: string): Promise<number> {
  return new Promise((done, fail) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => done(bytes));
    }).on('error', fail);
  });
}

interface Row {
  page: string;
  rate: number;
  p50: number;
  p99: number;
  cpu: number;
  html: number;
  brotli: number;
  errors: number;
  /** Shares of the machine's CPU time during the run, in %: the load generator (this process), idle, and steal (taken by the host). */
  loadGenerator: number;
  idle: number;
  steal: number;
}

/** The machine's CPU times from /proc/stat (all cores, in clock ticks): total, idle and steal. */
function machineTimes(): { total: number; idle: number; steal: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number) as number[];
  return { total: user! + nice! + system! + idle! + iowait! + irq! + softirq! + steal!, idle: idle! + iowait!, steal: steal! };
}

async function measure(site: SiteProcess, label: string, path: string): Promise<Row> {
  const url = `${site.baseURL}${path}`;
  const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const html = (await plain.arrayBuffer()).byteLength;
  const brotli = await bytesSent(url, 'br');
  // A short warm-up, so the first run does not pay for compiling and filling caches.
  await autocannon({ url, connections, duration: 2, headers: { 'accept-encoding': 'br, gzip' } });
  await untilIdle(site.pid);
  const before = cpuMs(site.pid);
  const machineBefore = machineTimes();
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({ url, connections, duration, headers: { 'accept-encoding': 'br, gzip' } });
  const spent = cpuMs(site.pid) - before;
  const own = process.cpuUsage(ownBefore);
  const wallMs = performance.now() - started;
  const machine = machineTimes();
  const ticks = machine.total - machineBefore.total;
  const answered = result.requests.total;
  return {
    page: label,
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpu: answered ? spent / answered : Number.NaN,
    html,
    brotli,
    errors: result.errors + result.non2xx,
    loadGenerator: ((own.user + own.system) / 1000 / (wallMs * cpus().length)) * 100,
    idle: ((machine.idle - machineBefore.idle) / ticks) * 100,
    steal: ((machine.steal - machineBefore.steal) / ticks) * 100,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);

function printRows(title: string, rows: Row[]): void {
  console.log(`\n${title}, autocannon -c ${connections} -d ${duration}, production build:\n`);
  console.log(
    '| page | pages/s | p50 ms | p99 ms | server CPU ms/page | HTML kB | HTML kB (brotli) | errors | machine: load generator % | idle % | steal % |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${row.rate.toFixed(1)} | ${row.p50} | ${row.p99} | ${row.cpu.toFixed(1)} | ${kb(row.html)} | ${kb(row.brotli)} | ${row.errors} | ${row.loadGenerator.toFixed(0)} | ${row.idle.toFixed(0)} | ${row.steal.toFixed(0)} |`,
    );
  }
}

/** Starts the site with `env`, measures each page in turn, stops it. */
async function measurePages(phase: string, env: Record<string, string>, pagesOf: (site: SiteProcess) => Promise<[string, string][]>, workers?: number): Promise<Row[]> {
  const site = await startSite({ ...(values.variants ? { CUIB_SEED_VARIANTS: values.variants } : {}), ...env }, { dataDir, workers });
  try {
    const pages = await pagesOf(site);
    const rows: Row[] = [];
    for (const [index, [label, path]] of pages.entries()) {
      process.stdout.write(`  ${phase} ${index + 1}/${pages.length} ${path} (${duration} s at ${connections} connections)…\n`);
      rows.push(await measure(site, label, path));
    }
    return rows;
  } finally {
    await site.stop();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'cuib-bench-ssr-'));
try {
  console.log('Generating the catalogue and starting the site…');
  let product = '';
  const drawn = await measurePages('drawn', { CUIB_PAGE_CACHE_MB: '0' }, async (site) => {
    const feed = (await (
      await fetch(`${site.baseURL}/api/v2/variant/feed`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: '/produse/canapele' }) })
    ).json()) as { variants: { id: number; slug: string }[] };
    product = `/produs/v/${feed.variants[0]!.id}-${feed.variants[0]!.slug}`;
    return [
      ['category `/produse/canapele`', '/produse/canapele'],
      ['filtered `/produse/canapele?culoare=gri`', '/produse/canapele?culoare=gri'],
      ['product page', product],
      ['homepage `/`', '/'],
      ['written page `/eco`', '/eco'],
    ];
  });
  const cached = await measurePages('cached', {}, async () => [
    ['category `/produse/canapele`', '/produse/canapele'],
    ['product page', product],
    ['homepage `/`', '/'],
  ]);
  const twoWorkers = await measurePages(
    'two workers',
    { CUIB_PAGE_CACHE_MB: '0' },
    async () => [
      ['category `/produse/canapele`', '/produse/canapele'],
      ['product page', product],
      ['homepage `/`', '/'],
    ],
    2,
  );
  printRows('Drawn for every request (page cache off), one process', drawn);
  printRows('Drawn for every request, two workers (npm start with CUIB_WORKERS=2)', twoWorkers);
  printRows('The same anonymous addresses repeated (shared page cache), one process', cached);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
