import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { summary } from '../../scripts/contracts/check/report';
import { failuresOf, runCheck, type CheckOptions } from '../../scripts/contracts/check/run';

/**
 * contract:check on a contract that is not ours: an OpenAPI 3.0 file of another team's small
 * notes service, with links from the note created to reading and deleting it. The service here
 * keeps that contract, unless a fault is switched on.
 */
const contract = resolve(import.meta.dirname, 'fixtures/contract-check/notes.yaml');

type Fault = 'none' | 'lost on create' | 'kept after delete' | 'no Location';
let fault: Fault = 'none';
const notes = new Map<number, { id: number; text: string; pinned: boolean | null }>();
let next = 1;

function answer(response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  const problem = status >= 400;
  response.writeHead(status, { ...(body === undefined ? {} : { 'content-type': problem ? 'application/problem+json' : 'application/json' }), ...headers });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}
const refuse = (response: ServerResponse, status: number, field?: string) => answer(response, status, { title: status === 404 ? 'Negăsit' : 'Cerere invalidă', status, ...(field ? { field } : {}) });

async function notesService(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const path = new URL(request.url ?? '/', 'http://notite.local').pathname;
  if (path === '/notes' && request.method === 'POST') {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as Record<string, unknown>;
    } catch {
      return refuse(response, 400, 'body');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return refuse(response, 400, 'body');
    if (typeof body.text !== 'string' || body.text.length < 1 || body.text.length > 200) return refuse(response, 400, 'body.text');
    if (body.pinned !== undefined && body.pinned !== null && typeof body.pinned !== 'boolean') return refuse(response, 400, 'body.pinned');
    const note = { id: next++, text: body.text, pinned: (body.pinned as boolean | null | undefined) ?? null };
    if (fault !== 'lost on create') notes.set(note.id, note);
    return answer(response, 201, note, fault === 'no Location' ? {} : { location: `/notes/${note.id}` });
  }
  const match = /^\/notes\/([^/]+)$/.exec(path);
  if (!match) return refuse(response, 404);
  const id = Number(match[1]);
  if (!Number.isInteger(id) || id < 1) return refuse(response, 400, 'path.noteId');
  const note = notes.get(id);
  if (request.method === 'GET') return note ? answer(response, 200, note) : refuse(response, 404, 'path.noteId');
  if (request.method === 'DELETE') {
    if (!note) return refuse(response, 404, 'path.noteId');
    if (fault !== 'kept after delete') notes.delete(id);
    return answer(response, 204);
  }
  return refuse(response, 404);
}

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((request, response) => void notesService(request, response));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server?.close());

const options = (more: Partial<CheckOptions> = {}): CheckOptions => ({ baseUrl, contracts: [contract], seed: 1, runs: 3, slowMs: 2000, timeoutMs: 10_000, ...more });

describe('contract:check against a contract file of another team', () => {
  test('a service that keeps it passes, sequences from its links included', async () => {
    fault = 'none';
    const report = await runCheck(options());
    expect(failuresOf(report), summary(report, { shown: 20 })).toEqual([]);
    expect(report.contracts.map((result) => [result.name, result.operations])).toEqual([['notes', 3]]);
    const kinds = report.contracts[0]!.outcomes.map((outcome) => outcome.kind);
    expect(kinds).toEqual(expect.arrayContaining(['links createNote', 'links createNote → getNote', 'links createNote → deleteNote', 'links createNote → getNote after deleteNote']));
  });

  test.each([
    ['lost on create', 'getNote', /createNote answered 201, yet the GetNote link's getNote answered 404: what was just created cannot be read/],
    ['kept after delete', 'getNote', /deleteNote answered 204, yet getNote still answered 200: it must be 404 or 410 once deleted/],
    ['no Location', 'createNote', /the required header Location is missing/],
  ] as const)('a note %s is reported on %s', async (injected, operationId, expected) => {
    fault = injected;
    const report = await runCheck(options());
    fault = 'none';
    const reported = failuresOf(report).find((failure) => failure.problems.some((problem) => expected.test(problem.message)));
    expect(reported, summary(report)).toBeDefined();
    expect(reported!.operationId).toBe(operationId);
  });

  test('an OpenAPI 3.0 nullable is read as JSON Schema: null is allowed, another type is not', async () => {
    const { validatorFor } = await import('../../scripts/contracts/check/validate');
    const { loadContractFrom } = await import('../../scripts/contracts/load');
    const { document } = await loadContractFrom(contract);
    const validator = validatorFor(document);
    const note = { $ref: '#/components/schemas/Note' };
    expect(validator.errors(note, { id: 1, text: 'Răsaduri', pinned: null })).toEqual([]);
    expect(validator.errors(note, { id: 1, text: 'Răsaduri', pinned: 'da' })).toEqual(['pinned: must be boolean,null']);
  });

  test('a file that is not an OpenAPI document is refused with its name', async () => {
    await expect(runCheck(options({ contracts: [resolve(import.meta.dirname, '../../package.json')] }))).rejects.toThrow(/package\.json is not an OpenAPI 3\.0 or 3\.1 document/);
    await expect(runCheck(options({ contracts: ['./nu-exista.yaml'] }))).rejects.toThrow(/Cannot read the contract \.\/nu-exista\.yaml/);
  });
});
