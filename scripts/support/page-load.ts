import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import type { SiteProcess } from '../../tests/support/site-process.ts';
import { cpuMs, untilIdle } from './process-cpu.ts';

/** How hard and how long a page is loaded: autocannon's connections and seconds. */
export interface Load {
  connections: number;
  duration: number;
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

export interface Row {
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

/**
 * Loads one page of a running site and answers its figures: pages/s, latency, the site's CPU per page
 * (all its processes, from /proc), the HTML's size plain and in brotli, and how the machine's CPU time
 * went (this load generator, idle, steal).
 */
export async function measurePage(site: SiteProcess, label: string, path: string, { connections, duration }: Load): Promise<Row> {
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

/** Prints rows as a Markdown table under `title`. */
export function printRows(title: string, rows: Row[], { connections, duration }: Load): void {
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

