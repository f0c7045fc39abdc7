import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { casesFor } from '../../scripts/contracts/check/cases';
import { groupFailures, htmlReport, junit, summary } from '../../scripts/contracts/check/report';
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
    expect(failuresOf(report), summary(report, { shown: 100 })).toEqual([]);
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
  let calls = 0;
  const user = { id: 5512, name: 'Ioana Popescu', email: 'ioana.popescu@exemplu.ro', admin: false, eshop: false };
  const headerChanged = (response: Response, change: (headers: Headers) => void) => {
    const headers = new Headers(response.headers);
    change(headers);
    return new Response(response.body, { status: response.status, headers });
  };

  // [what, the operation reported, the fault, the problem, the operations run when more than that one]
  const faults: [string, string, Fault, RegExp, string[]?][] = [
    ['a dropped required field', 'getWatchState', on('/api/v1/cuib/watchdog/', async (_, response) => (response.status === 200 ? withJson(response, { ...(await json(response)), subscribed: undefined }) : response)), /does not match the schema of the 200 answer: subscribed: missing, and required/],
    ['a wrong type', 'getWatchState', on('/api/v1/cuib/watchdog/', async (_, response) => (response.status === 200 ? withJson(response, { ...(await json(response)), subscribed: 'da' }) : response)), /does not match the schema of the 200 answer: subscribed: must be boolean/],
    ['a 500 on bad input', 'searchSuggest', on('/v2/search', async (_, response) => (response.status === 400 ? withJson(response, { ...(await json(response)), status: 500 }, 500) : response)), /bad input got a 500/],
    ['an undocumented status', 'searchSuggest', on('/v2/search', async (_, response) => (response.status === 200 ? new Response(response.body, { status: 203, headers: response.headers }) : response)), /status 203 is not documented \(the contract lists 200, 400\)/],
    // The 400 is the contract's shared BadRequest, a `$ref`: its problem schema holds all the same.
    ['a problem without its title', 'searchSuggest', on('/v2/search', async (_, response) => (response.status === 400 ? withJson(response, { ...(await json(response)), title: undefined }) : response)), /does not match the schema of the 400 answer: title: missing, and required/],
    ['a plain-text error', 'searchSuggest', on('/v2/search', async (_, response) => (response.status === 400 ? new Response('Bad Request', { status: 400, headers: { 'content-type': 'text/plain' } }) : response)), /a 400 answer is text\/plain, not application\/problem\+json/],
    [
      // The first call of an operation wakes the service and is not timed: the second is slowed.
      'a 3-second answer',
      'searchSuggest',
      on('/v2/search', async (_, response) => {
        if (++calls === 2) await new Promise((resolveLater) => setTimeout(resolveLater, 3000));
        return response;
      }),
      /the answer took \d{4} ms \(more than 2000 ms\)/,
    ],
    [
      'a valid request refused',
      'searchSuggest',
      on('/v2/search', async (_, response) => (response.status === 200 ? Response.json({ type: 'https://cuib.ro/probleme/cerere-invalida', title: 'Cerere invalidă', status: 400, field: 'query.q' }, { status: 400, headers: { 'content-type': 'application/problem+json' } }) : response)),
      /a valid request was refused with a 400; the contract allows this input/,
    ],
    ['auth ignored', 'getCurrentUser', on('/api/v2/user/me', async (_, response) => (response.status === 401 ? Response.json(user, { headers: { 'cache-control': 'private, no-store' } }) : response)), /declares security \(cuibSession\), yet a caller without credentials got a 200/],
    ['a required header missing', 'getCatalogueVersion', on('/api/v2/catalogue/version', async (_, response) => headerChanged(response, (headers) => headers.delete('cache-control'))), /the required header Cache-Control is missing/],
    [
      'an out-of-enum header value',
      'getFeatures',
      on('/api/features/', async (_, response) => headerChanged(response, (headers) => headers.has('x-sse-support') && headers.set('x-sse-support', 'poate'))),
      /the header X-Sse-Support \(„poate”\) does not match its schema: must be equal to one of the allowed values \(enabled\)/,
    ],
    [
      'created, then 404 on read',
      'getComparison',
      on('/api/v2/comparisons/', async (request, response) => (request.method === 'GET' ? withJson(response, { title: 'Negăsit', status: 404, detail: 'Comparația nu există.' }, 404) : response)),
      /createComparison answered 201, yet the GetComparison link's getComparison answered 404: what was just created cannot be read/,
      ['createComparison', 'getComparison'],
    ],
  ];

  test.each(faults)('%s, on %s', async (_, operationId, injected, expected, operations = [operationId]) => {
    fault = injected;
    const contract = backends.find((name) => operationsOf(loadContract(name)).some((operation) => operation.operationId === operationId))!;
    const report = await runCheck(options(server.baseUrl, { contracts: [contract], operations, runs: 1 }));
    fault = undefined;
    const failures = failuresOf(report);
    const reported = failures.find((failure) => failure.problems.some((problem) => expected.test(problem.message)));
    expect(reported, summary(report)).toBeDefined();
    expect(reported!.operationId).toBe(operationId);
    expect(reported!.curl).toMatch(new RegExp(`^curl -i -X ${reported!.method} '${server.baseUrl}/`));
    // The failure is in every output a backend team reads.
    expect(summary(report)).toContain(`✗ ${contract} ${operationId}`);
    expect(junit(report)).toContain(`<failure message="${escaped(reported!.problems.map((problem) => `[${problem.check}] ${problem.message}`).join('; '))}">`);
    expect(htmlReport(report)).toContain(escaped(reported!.curl));
  }, 30_000);

  test('one cause is one finding, with its count and an example request', async () => {
    fault = faults[0]![2];
    const report = await runCheck(options(server.baseUrl, { contracts: ['watchdog'], runs: 3 }));
    fault = undefined;
    const dropped = groupFailures(report).filter((group) => /subscribed: missing, and required/.test(group.message));
    expect(dropped.map((group) => group.operationId)).toEqual(['getWatchState']);
    expect(dropped[0]!.count).toBeGreaterThanOrEqual(2);
    expect(summary(report)).toContain(`✗ watchdog getWatchState [response_schema_conformance], ${dropped[0]!.count} requests: ${dropped[0]!.message}`);
  }, 30_000);

  test('a service that does not answer is one failure, and the other contracts are not run', async () => {
    const report = await runCheck(options('http://127.0.0.1:9', { contracts: ['likes', 'watchdog'] }));
    expect(failuresOf(report).map((failure) => failure.problems[0]!.check)).toEqual(['unreachable']);
    expect(report.contracts[1]!.skipped).toEqual(['watchdog: not run, as the service does not answer']);
    expect(junit(report)).toContain('<skipped message="watchdog: not run, as the service does not answer"/>');
  });

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
