/**
 * `npm run bench:resilience [-- --skip-build --fuzz 600]`: the production build under faults.
 * Prints, without asserting (the figures go to README.md):
 * - the time to answer each page with any one backend hung (accepts and never answers); target ≤ 5 s;
 * - the site's memory growth while 4 bodies of 100 MB are sent at once; target < 50 MB;
 * - the 5xx count over a fuzz of malformed site paths and cookies; target 0;
 * - a cheap request's p50/p99 (GET /robots.txt, one after another) while 4 registrations with a
 *   128-character password (the longest the contract takes) and 4 photo uploads of about 8 MiB (many megapixels) run in parallel,
 *   beside the same figures on a quiet site.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { sqliteStore } from '../server/db/store.ts';
import { backendUrlVariable } from '../domain/backends.ts';
import { malformedCookies, malformedPaths } from '../tests/support/fuzz.ts';
import { hungBackend, type SiteProcess, startSite } from '../tests/support/site-process.ts';
import { buildSiteUnless } from './support/build-site.ts';

const { values } = parseArgs({ options: { 'skip-build': { type: 'boolean', default: false }, fuzz: { type: 'string', default: '600' } } });

buildSiteUnless(values['skip-build']);

const dataDir = mkdtempSync(join(tmpdir(), 'cuib-bench-resilience-'));
const visitor = 'cuib_visitor=7d0c3c1e-4a7f-4a55-9d7e-2b7f4bb8f0a1; cuib_cookie_bar_accepted=1; cuib_token=e30.e30.x';
const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function timedStatus(url: string, cookie = visitor): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { cookie }, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/** Sends `megabytes` of body to `path` as fast as the server takes it; resolves with the status, or 0 when cut off. */
function bigBody(base: string, path: string, megabytes: number): Promise<number> {
  const url = new URL(path, base);
  return new Promise((done) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode!));
    });
    req.on('error', () => done(0));
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const write = () => {
      while (sent < megabytes) {
        sent++;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

/** p50 and p99 of a list of milliseconds. */
const percentiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
  return `p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms (${sorted.length} requests)`;
};

/** GET /robots.txt one after another until `until` settles: each request's milliseconds. */
async function cheapLatencies(base: string, until: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void until.finally(() => (settled = true));
  const times: number[] = [];
  while (!settled) times.push((await timedStatus(`${base}/robots.txt`)).ms);
  return times;
}

/** A photo of about 8 MiB and 20 megapixels (under the 24-megapixel limit, so it is decoded): noise compresses badly. */
async function largePhoto(): Promise<Buffer> {
  const [width, height] = [5200, 3850];
  const noise = randomBytes(width * height * 3);
  // The best quality that stays under the 8 MiB limit.
  for (let quality = 70; ; quality -= 5) {
    const photo = await sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
    if (photo.byteLength <= 8 * 1024 * 1024 - 4096 || quality <= 20) return photo;
  }
}

/** A few pending review invitations of the site's catalogue. */
async function pendingInvitations(count: number): Promise<string[]> {
  const database = new DatabaseSync(join(dataDir, 'cuib.sqlite'), { readOnly: true });
  try {
    const rows = await sqliteStore(database)
      .selectFrom('review_invitations')
      .select('ident')
      .where('status', '=', 'pending')
      .where('expires_at', '>', new Date().toISOString())
      .orderBy('ident')
      .limit(count)
      .execute();
    return rows.map((row) => row.ident);
  } finally {
    database.close();
  }
}

let site: SiteProcess | undefined;
try {
  console.log('Generating the catalogue and starting the site…');
  site = await startSite({}, { dataDir });
  const feed = (await (await fetch(`${site.baseURL}/api/v2/variant/feed`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: '/produse?ordonare=bestRated' }) })).json()) as {
    variants: { id: number; slug: string }[];
  };
  const product = `/produs/v/${feed.variants[0]!.id}-${feed.variants[0]!.slug}`;
  await site.stop();
  const pages = ['/', '/produse/canapele', product, '/eco'];

  console.log('\nPages with one backend hung (ms to the whole answer; status)');
  const backends = ['main-api', 'likes', 'features', 'search', 'watchdog'] as const;
  const rows: string[][] = [];
  for (const [index, name] of backends.entries()) {
    process.stdout.write(`  ${index + 1}/${backends.length} ${name} hung…\r`);
    const hung = await hungBackend();
    const faulty = await startSite({ [backendUrlVariable(name)]: hung.url }, { dataDir });
    const row: string[] = [name];
    for (const page of pages) {
      const { status, ms } = await timedStatus(`${faulty.baseURL}${page}`);
      row.push(`${Math.round(ms)} (${status})`);
    }
    rows.push(row);
    await faulty.stop();
    await hung.close();
  }
  console.log(`| backend hung | ${pages.join(' | ')} |\n|---|${pages.map(() => '---:').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);

  console.log('\nMemory under 4 parallel bodies of 100 MB');
  site = await startSite({}, { dataDir });
  await timedStatus(`${site.baseURL}/produse/canapele`);
  const before = residentMb(site.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(site!.pid))), 20);
  const statuses = await Promise.all([
    bigBody(site.baseURL, '/api/v2/variant/feed', 100),
    bigBody(site.baseURL, '/api/v2/auth/login', 100),
    bigBody(site.baseURL, '/produse/canapele', 100),
    bigBody(site.baseURL, '/api/v1/cuib/like/variant', 100),
  ]);
  clearInterval(sampler);
  console.log(`  statuses ${statuses.join(', ')}; resident ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at most: growth ${(peak - before).toFixed(1)} MB (target < 50)`);

  console.log('\nA cheap request (GET /robots.txt) beside 4 long-password registrations and 4 large photo uploads');
  await site.stop();
  site = await startSite({}, { dataDir });
  const base = site.baseURL;
  for (let warm = 0; warm < 20; warm++) await timedStatus(`${base}/robots.txt`);
  const quietUntil = new Promise((done) => setTimeout(done, 3000));
  console.log(`  quiet: ${percentiles(await cheapLatencies(base, quietUntil))}`);
  const photo = await largePhoto();
  const idents = await pendingInvitations(4);
  const heavy = Promise.all([
    ...Array.from({ length: 4 }, (_, n) =>
      fetch(`${base}/api/v2/auth/registration`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `bench.${Date.now()}.${n}@exemplu.ro`, password: randomBytes(96).toString('base64').slice(0, 128), firstName: 'Ana', lastName: 'Pop', termsAccepted: true }),
      }).then(async (response) => (await response.arrayBuffer(), `registration ${response.status}`)),
    ),
    ...idents.map((ident) => {
      const form = new FormData();
      form.set('photo', new File([new Uint8Array(photo)], 'mare.jpg', { type: 'image/jpeg' }));
      return fetch(`${base}/api/v2/review-invitations/${ident}/photos`, { method: 'POST', body: form }).then(async (response) => (await response.arrayBuffer(), `upload ${response.status}`));
    }),
  ]);
  const started = performance.now();
  const busy = await cheapLatencies(base, heavy);
  const answers = await heavy;
  const metadata = await sharp(photo).metadata();
  console.log(
    `  photos of ${(photo.byteLength / 1024 / 1024).toFixed(1)} MiB, ${((metadata.width * metadata.height) / 1e6).toFixed(1)} megapixels; all 8 answered in ${Math.round(performance.now() - started)} ms (${answers.join(', ')})`,
  );
  console.log(`  under load: ${percentiles(busy)}`);

  const count = Number(values.fuzz);
  console.log(`\nFuzz: ${count} malformed paths and ${Math.round(count / 4)} malformed cookie headers`);
  const failures: string[] = [];
  const paths = malformedPaths(count, 2026);
  for (const [index, path] of paths.entries()) {
    if (index % 50 === 0) process.stdout.write(`  paths ${index}/${count}\r`);
    const { status } = await timedStatus(`${site.baseURL}${path}`, 'cuib_cookie_bar_accepted=1');
    if (status >= 500 || status === 0) failures.push(`${status} ${path}`);
  }
  for (const cookie of malformedCookies(Math.round(count / 4), 2026)) {
    const { status } = await timedStatus(`${site.baseURL}/produse/canapele`, cookie);
    if (status >= 500 || status === 0) failures.push(`${status} cookie: ${cookie}`);
  }
  console.log(`  5xx (or no answer): ${failures.length} of ${count + Math.round(count / 4)} (target 0)`);
  for (const failure of failures.slice(0, 20)) console.log(`    ${failure}`);
} finally {
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
