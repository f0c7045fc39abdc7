import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { casesFor } from '../../scripts/contracts/check/cases';
import { htmlReport, junit, summary } from '../../scripts/contracts/check/report';
import { failuresOf, runCheck, type CheckOptions } from '../../scripts/contracts/check/run';
import { backends, loadContract, operationsOf } from '../../scripts/contracts/load';
import { store } from '#server/context';
import { useTestCatalogue } from '../support/embedded';
import { serveBackends, type BackendsServer } from '../support/backends-server';

const root = resolve(import.meta.dirname, '../..');
let variantId: number;

beforeAll(async () => {
  await useTestCatalogue(300);
  // The registration sequence reads its confirmation code where a person would: the mailbox.
  process.env.CUIB_DEV_MAILBOX = '1';
  variantId = (await store().selectFrom('variants').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
});
afterAll(() => {
  delete process.env.CUIB_DEV_MAILBOX;
});

const options = (baseUrl: string, more: Partial<CheckOptions> = {}): CheckOptions => ({
  baseUrl,
  contracts: [...backends],
  seed: 1,
  runs: 3,
  slowMs: 2000,
  timeoutMs: 10_000,
  variantId,
  mailbox: `${baseUrl}/dev/mailbox`,
  ...more,
});

describe('contract:check against our embedded backends', () => {
  let server: BackendsServer;
  beforeAll(async () => {
    server = await serveBackends();
  });
  afterAll(() => server?.close());

  test('every operation of every contract keeps its contract, and every sequence runs', async () => {
    // Speed is not what this run checks (the fault test below does, with a 3-second answer): beside
    // the browser runners a login's password hashing has taken over 3.5 s.
    const report = await runCheck(options(server.baseUrl, { slowMs: 10_000 }));
    expect(failuresOf(report), summary(report, { shown: 20 })).toEqual([]);
    expect(report.contracts.flatMap((contract) => contract.skipped)).toEqual([]);
    const kinds = new Set(report.contracts.flatMap((contract) => contract.outcomes.map((outcome) => outcome.kind)));
    for (const kind of ['sequence like → state → unlike: getLikeStates', 'sequence subscribe → watch state → unsubscribe: getWatchState', 'sequence register → confirm → login → me: getCurrentUser']) expect(kinds).toContain(kind);
    const operations = report.contracts.reduce((sum, contract) => sum + contract.operations, 0);
    expect(operations).toBe(backends.reduce((sum, name) => sum + operationsOf(loadContract(name)).length, 0));
  }, 120_000);
});

describe('its requests', () => {
  const document = loadContract('main-api');
  const feed = operationsOf(document).find((operation) => operation.operationId === 'postVariantFeed')!;

  test('are the same for a seed, and others for another seed', () => {
    const first = casesFor(document, feed, { seed: 7, runs: 4 });
    expect(casesFor(document, feed, { seed: 7, runs: 4 })).toEqual(first);
    expect(casesFor(document, feed, { seed: 8, runs: 4 })).not.toEqual(first);
  });

  test('cover the example, generated and boundary values, and each kind of bad input', () => {
    const kinds = casesFor(document, feed, { seed: 1, runs: 2 }).map((testCase) => testCase.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['example', 'generated 1', 'generated 2', 'boundary: everything at its minimum', 'boundary: everything at its maximum', 'missing body.url', 'wrong type for body.url', 'oversized body.url', 'malformed JSON body', 'missing body']),
    );
    const reviews = operationsOf(document).find((operation) => operation.operationId === 'postVariantReviews')!;
    const reviewKinds = casesFor(document, reviews, { seed: 1, runs: 1 }).map((testCase) => testCase.kind);
    expect(reviewKinds).toEqual(expect.arrayContaining(['unknown enum value for query.type', 'negative query.page']));
  });
});

/**
 * A harness between the checker and our backends that breaks one thing at a time; each fault
 * must be reported with its operation and the request that showed it.
 */
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&apos;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

describe('contract:check reports each injected fault', () => {
  type Fault = (request: Request, response: Response) => Promise<Response>;
  let fault: Fault | undefined;
  let server: BackendsServer;
  beforeAll(async () => {
    server = await serveBackends(async (request, _env, answer) => {
      const response = await answer(request);
      return fault ? fault(request, response) : response;
    });
  });
  afterAll(() => server?.close());

  const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
  const withJson = (response: Response, body: unknown, status = response.status) => Response.json(body, { status, headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' } });
  const on = (path: string, change: Fault): Fault => (request, response) => (new URL(request.url).pathname.startsWith(path) ? change(request, response) : Promise.resolve(response));
  let slowedOnce = false;

  const faults: [string, string, Fault, RegExp][] = [
    ['a dropped required field', 'getWatchState', on('/api/v1/cuib/watchdog/', async (_, response) => (response.status === 200 ? withJson(response, { ...(await json(response)), subscribed: undefined }) : response)), /does not match the getWatchState response schema: subscribed/],
    ['a wrong type', 'getWatchState', on('/api/v1/cuib/watchdog/', async (_, response) => (response.status === 200 ? withJson(response, { ...(await json(response)), subscribed: 'da' }) : response)), /does not match the getWatchState response schema: subscribed/],
    ['a 500 on bad input', 'searchSuggest', on('/v2/search', async (_, response) => (response.status === 400 ? withJson(response, { ...(await json(response)), status: 500 }, 500) : response)), /bad input \(.+\) got a 500/],
    ['an undocumented status', 'searchSuggest', on('/v2/search', async (_, response) => (response.status === 200 ? new Response(response.body, { status: 203, headers: response.headers }) : response)), /status 203 is not documented \(the contract lists 200, 400\)/],
    ['a plain-text error', 'searchSuggest', on('/v2/search', async (_, response) => (response.status === 400 ? new Response('Bad Request', { status: 400, headers: { 'content-type': 'text/plain' } }) : response)), /a 400 answer is text\/plain, not application\/problem\+json/],
    [
      'a 3-second answer',
      'searchSuggest',
      on('/v2/search', async (_, response) => {
        if (slowedOnce) return response;
        slowedOnce = true;
        await new Promise((resolveLater) => setTimeout(resolveLater, 3000));
        return response;
      }),
      /the answer took \d{4} ms \(more than 2000 ms\)/,
    ],
  ];

  test.each(faults)('%s, on %s', async (_, operationId, injected, expected) => {
    fault = injected;
    const contract = backends.find((name) => operationsOf(loadContract(name)).some((operation) => operation.operationId === operationId))!;
    const report = await runCheck(options(server.baseUrl, { contracts: [contract], operations: [operationId], runs: 1 }));
    fault = undefined;
    const failures = failuresOf(report);
    const reported = failures.find((failure) => failure.problems.some((problem) => expected.test(problem)));
    expect(reported, summary(report)).toBeDefined();
    expect(reported!.operationId).toBe(operationId);
    expect(reported!.curl).toMatch(new RegExp(`^curl -i -X ${reported!.method} '${server.baseUrl}/`));
    // The failure is in every output a backend team reads.
    expect(summary(report)).toContain(`✗ ${contract} ${operationId}`);
    expect(junit(report)).toContain(`<failure message="${escaped(reported!.problems.join('; '))}">`);
    expect(htmlReport(report)).toContain(escaped(reported!.curl));
  }, 30_000);

  test('the command exits 1 on a failure and writes the JUnit and HTML reports; 2 on a wrong option', async () => {
    fault = faults[3]![2];
    const out = mkdtempSync(join(tmpdir(), 'contract-check-'));
    // Not spawnSync: the service under test answers from this very process.
    const run = (args: string[]) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
        const child = execFile(join(root, 'node_modules/.bin/tsx'), ['scripts/contract-check.ts', ...args], { cwd: root, encoding: 'utf8' }, (_, stdout, stderr) => done({ status: child.exitCode, stdout, stderr }));
      });
    const failed = await run(['--base-url', server.baseUrl, '--contract', 'search', '--seed', '3', '--report', join(out, 'r.html'), '--junit', join(out, 'r.xml')]);
    fault = undefined;
    expect(failed.status, failed.stderr).toBe(1);
    expect(failed.stdout).toMatch(/✗ search 1\.1\.0 +1 operations/);
    expect(readFileSync(join(out, 'r.xml'), 'utf8')).toMatch(/<testsuite name="contract:check search 1\.1\.0" tests="\d+" failures="[1-9]\d*"/);
    expect(readFileSync(join(out, 'r.html'), 'utf8')).toContain('status 203 is not documented');
    const wrong = await run(['--base-url', server.baseUrl, '--contract', 'magazine']);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('Unknown contract „magazine”');
  }, 60_000);
});
