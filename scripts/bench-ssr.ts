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
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type SiteProcess, startSite } from '../tests/support/site-process.ts';
import { measurePage, printRows, type Row } from './support/page-load.ts';
import { buildSiteUnless } from './support/build-site.ts';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10' },
    variants: { type: 'string' },
  },
});
const load = { duration: Number(values.duration), connections: Number(values.connections) };
const { duration, connections } = load;

buildSiteUnless(values['skip-build']);

/** Starts the site with `env`, measures each page in turn, stops it. */
async function measurePages(phase: string, env: Record<string, string>, pagesOf: (site: SiteProcess) => Promise<[string, string][]>, workers?: number): Promise<Row[]> {
  const site = await startSite({ ...(values.variants ? { CUIB_SEED_VARIANTS: values.variants } : {}), ...env }, { dataDir, workers });
  try {
    const pages = await pagesOf(site);
    const rows: Row[] = [];
    for (const [index, [label, path]] of pages.entries()) {
      process.stdout.write(`  ${phase} ${index + 1}/${pages.length} ${path} (${duration} s at ${connections} connections)…\n`);
      rows.push(await measurePage(site, label, path, load));
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
  printRows('Drawn for every request (page cache off), one process', drawn, load);
  printRows('Drawn for every request, two workers (npm start with CUIB_WORKERS=2)', twoWorkers, load);
  printRows('The same anonymous addresses repeated (shared page cache), one process', cached, load);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
