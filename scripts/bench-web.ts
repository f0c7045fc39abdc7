/**
 * `npm run bench:web [-- --skip-build --runs 5 --pages category,product]`: builds the site, serves it over a fresh generated
 * catalogue, and runs Lighthouse (mobile, simulated throttling) on the homepage, a category page,
 * a product page, /inspirations and an article. Prints performance, accessibility, SEO, LCP, TBT, CLS and the compressed JavaScript
 * shipped, the median of `runs`. Asserts nothing: the figures go to README.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.ts';
import { untilIdle } from './support/process-cpu.ts';
import { buildSiteUnless } from './support/build-site.ts';

const { values } = parseArgs({
  options: { 'skip-build': { type: 'boolean', default: false }, runs: { type: 'string', default: '5' }, pages: { type: 'string' } },
});
const runs = Number(values.runs);
const root = resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolvePort) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

buildSiteUnless(values['skip-build']);

const dataDir = mkdtempSync(join(tmpdir(), 'cuib-bench-web-'));
const sitePort = await freePort();
const site = spawn(resolve(root, 'node_modules/.bin/waku'), ['start', '--port', String(sitePort), '--host', '127.0.0.1'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  // The origin Lighthouse visits is the configured one, as on a real deployment (canonical URLs).
  env: { ...process.env, NODE_ENV: 'production', CUIB_DATA_DIR: dataDir, CUIB_SITE_ORIGIN: `http://127.0.0.1:${sitePort}` },
});
const origin = `http://127.0.0.1:${sitePort}`;

const debugPort = await freePort();
const browser: ChildProcess = spawn(
  chromiumPath(),
  [...chromiumArgs, '--headless=new', `--remote-debugging-port=${debugPort}`, `--user-data-dir=${join(dataDir, 'chromium')}`, 'about:blank'],
  { stdio: 'ignore' },
);

try {
  await until(async () => (await fetch(`${origin}/`)).ok, 'The site answering');
  // Whatever the first request sets going (filling caches, the JIT) settles before Lighthouse starts,
  // or the page measured first competes with it for the CPU.
  if (site.pid) await untilIdle(site.pid);
  await until(async () => (await fetch(`http://127.0.0.1:${debugPort}/json/version`)).ok, 'Chromium listening');
  // A product page: the first card of the category, found through the same API the site uses.
  const feed = (await (await fetch(`${origin}/api/v2/variant/feed`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: '/produse/canapele' }) })).json()) as {
    variants: { id: number; slug: string }[];
  };
  const product = feed.variants[0]!;
  // An article: the first of the magazine's feed, whose cards link to `/articol/{slug}`.
  const articles = (await (await fetch(`${origin}/api/v2/articles/feed`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: '/articole' }) })).json()) as {
    listHtml: string;
  };
  const article = /href="(\/articol\/[a-z0-9-]+)"/.exec(articles.listHtml)?.[1];
  if (!article) throw new Error('The article feed links to no article.');
  const pages = [
    ['homepage', '/'],
    ['category', '/produse/canapele'],
    ['product', `/produs/v/${product.id}-${product.slug}`],
    ['inspirations', '/inspirations'],
    ['article', article],
  ] as const;
  // `--pages category,product` measures only those (for an A/B of one page with more runs).
  const chosen = values.pages?.split(',');
  const measured = chosen ? pages.filter(([name]) => chosen.includes(name)) : pages;

  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  console.log(`\nLighthouse ${runs}× per page (mobile, simulated throttling), median:\n`);
  console.log('| page | performance | accessibility | SEO | LCP ms | TBT ms | CLS | JavaScript kB (compressed) |\n|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, path] of measured) {
    const results: number[][] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${origin}${path}`, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
      const lhr = result!.lhr;
      // A run Lighthouse could not measure (no paint seen, a trace cut short) is reported, not counted as a score of 0.
      const failed = Object.values(lhr.audits).find((audit) => audit.errorMessage && ['largest-contentful-paint', 'first-contentful-paint', 'total-blocking-time'].includes(audit.id));
      if (lhr.runtimeError || failed) {
        console.error(`${name}: run ${run + 1} not measured: ${lhr.runtimeError?.message ?? `${failed!.id}: ${failed!.errorMessage}`}`);
        continue;
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const scripts = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items?.find(
        (item) => item.resourceType === 'script',
      );
      results.push([
        (lhr.categories.performance?.score ?? 0) * 100,
        (lhr.categories.accessibility?.score ?? 0) * 100,
        (lhr.categories.seo?.score ?? 0) * 100,
        audit('largest-contentful-paint'),
        audit('total-blocking-time'),
        audit('cumulative-layout-shift'),
        (scripts?.transferSize ?? 0) / 1024,
      ]);
    }
    if (results.length === 0) {
      console.log(`| ${name} \`${path}\` | not measured in ${runs} runs | | | | | | |`);
      continue;
    }
    const [performance, accessibility, seo, lcp, tbt, cls, js] = results[0]!.map((_, column) => median(results.map((row) => row[column]!)));
    // The spread of the two figures that move most between runs on a shared machine.
    const spread = (column: number) => `${Math.min(...results.map((row) => row[column]!)).toFixed(0)}–${Math.max(...results.map((row) => row[column]!)).toFixed(0)}`;
    if (runs > 1) console.error(`${name}: performance ${spread(0)}, TBT ${spread(4)} ms over ${results.length} measured runs of ${runs}`);
    console.log(
      `| ${name} \`${path}\` | ${performance!.toFixed(0)} | ${accessibility!.toFixed(0)} | ${seo!.toFixed(0)} | ${lcp!.toFixed(0)} | ${tbt!.toFixed(0)} | ${cls!.toFixed(3)} | ${js!.toFixed(1)} |`,
    );
  }
} finally {
  const exited = (child: ChildProcess) => new Promise((resolveExit) => (child.exitCode !== null ? resolveExit(null) : child.once('exit', resolveExit)));
  browser.kill('SIGTERM');
  site.kill('SIGTERM');
  // Chromium writes its profile until it has exited.
  await Promise.all([exited(browser), exited(site)]);
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
}
