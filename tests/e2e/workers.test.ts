import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { childProcesses } from '../../scripts/support/process-cpu';
import { newDatabaseBeside } from '../support/postgres';
import { type SiteProcess, startSite } from '../support/site-process';

let site: SiteProcess;

/** A GET on a connection of its own (no pool): the cluster hands each new connection to the next worker. */
function freshGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    get(`${site.baseURL}${path}`, { agent: false, timeout: 20_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => done({ status: response.statusCode!, body }));
    })
      .on('timeout', function (this: import('node:http').ClientRequest) {
        this.destroy(new Error(`No answer for ${path}`));
      })
      .on('error', fail);
  });
}
let dataDir: string;

beforeAll(async () => {
  // A new data folder (over PostgreSQL, a new database): the workers find no catalogue, and one of them must generate it.
  dataDir = mkdtempSync(join(tmpdir(), 'cuib-workers-'));
  const postgres = process.env.CUIB_DATABASE_URL;
  site = await startSite({ CUIB_SEED_VARIANTS: '300', ...(postgres ? { CUIB_DATABASE_URL: await newDatabaseBeside(postgres) } : {}) }, { dataDir, workers: 2 });
});

afterAll(async () => {
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('npm start with two workers: one port, one catalogue generated once, every page and call answered', async () => {
  expect(site.output()).toContain('Cuib: 2 workers');
  expect(site.output().match(/Catalogue generated: 300 variants/g)).toHaveLength(1);
  // Each new connection goes to the next worker in turn.
  const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => freshGet(index % 2 ? '/produse/canapele' : '/api/v2/catalogue/version')));
  for (const answer of answers) expect(answer.status).toBe(200);
  const versions = new Set(answers.filter((_, index) => index % 2 === 0).map((answer) => (JSON.parse(answer.body) as { version: string }).version));
  expect(versions.size).toBe(1);
});

test('a worker that dies is started again, and the site answers from the other meanwhile', async () => {
  const before = site.output().match(/ready: Listening/g)?.length ?? 0;
  // The workers are the primary's children; stopping one by its pid is what a crash looks like.
  const children = childProcesses(site.pid);
  expect(children).toHaveLength(2);
  process.kill(children[0]!, 'SIGKILL');
  // Once the primary has seen the worker go, it hands new connections to the one left.
  await expect.poll(() => site.output(), { timeout: 30_000 }).toMatch(/Worker \d stopped \(SIGKILL\); starting it again\./);
  for (let answered = 0; answered < 5; answered++) expect((await freshGet('/eco')).status).toBe(200);
  await expect.poll(() => site.output().match(/ready: Listening/g)?.length ?? 0, { timeout: 30_000 }).toBeGreaterThan(before);
});
