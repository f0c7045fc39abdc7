import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { SiteProcess } from '../../tests/support/site-process.ts';
import type { Load } from './page-load.ts';

/** Ids of active variants the site lists, read from its category pages (as many as `count`). */
export async function listedVariants(site: SiteProcess, count: number): Promise<number[]> {
  const ids = new Set<number>();
  for (const category of ['canapele', 'mobila', 'gradina', 'decoratiuni', 'bucatarie', 'iluminat', 'dormitor']) {
    const html = await (await fetch(`${site.baseURL}/produse/${category}`)).text();
    for (const [, id] of html.matchAll(/href="\/produs\/v\/(\d+)-/g)) ids.add(Number(id));
    if (ids.size >= count) break;
  }
  if (ids.size === 0) throw new Error('No listed variants found');
  return [...ids].slice(0, count);
}

export interface WriteRow {
  label: string;
  rate: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * Visitors of their own (cookies), each of whom has liked one variant and keeps that like: a
 * visitor without likes counts as a new liker, whom the site allows 30 an hour per client and
 * item, and toggles would soon be refusals instead of writes.
 */
export async function likers(site: SiteProcess, variants: number[], count: number): Promise<string[]> {
  const visitors = Array.from({ length: count }, () => `cuib_visitor=${randomUUID()}`);
  for (const [n, cookie] of visitors.entries()) {
    const kept = variants[(n + Math.ceil(variants.length / 2)) % variants.length];
    const answer = await fetch(`${site.baseURL}/api/v1/cuib/like/variant/${kept}`, { method: 'POST', headers: { cookie } });
    if (!answer.ok) throw new Error(`A visitor's first like answered ${answer.status}`);
  }
  return visitors;
}

/** Like toggles: each connection one of `visitors`, toggling a variant of its own (like, then unlike), so every request writes. */
export function likeToggles(site: SiteProcess, variants: number[], visitors: string[], duration: number): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: site.baseURL,
    connections: visitors.length,
    duration,
    setupClient(client) {
      const n = next++;
      const path = `/api/v1/cuib/like/variant/${variants[n % variants.length]}`;
      const headers = { cookie: visitors[n % visitors.length]! };
      client.setRequests([
        { method: 'POST', path, headers },
        { method: 'DELETE', path, headers },
      ]);
    },
  });
}

/** Impression batches of 20 cards each, as the site posts them. */
export function impressionBatches(site: SiteProcess, variants: number[], { connections, duration }: Load): Promise<autocannon.Result> {
  const impressions = Array.from({ length: 20 }, (_, n) => ({ variant_id: variants[n % variants.length]!, source: 1 }));
  return autocannon({
    url: `${site.baseURL}/impression`,
    connections,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ project: 'cuib', impressions }),
  });
}

/** Waits for an autocannon run to end and answers its figures. */
export async function figuresOf(label: string, run: Promise<autocannon.Result>): Promise<WriteRow> {
  const result = await run;
  return { label, rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Prints write rows as a Markdown table under `title`. */
export function printWriteRows(title: string, unit: string, rows: WriteRow[]): void {
  console.log(`\n${title}:\n`);
  console.log(`| run | ${unit}/s | p50 ms | p99 ms | errors |\n|---|---:|---:|---:|---:|`);
  for (const row of rows) console.log(`| ${row.label} | ${row.rate.toFixed(1)} | ${row.p50} | ${row.p99} | ${row.errors} |`);
}
