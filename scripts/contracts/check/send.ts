/**
 * Sends one request of contract:check to the service and judges its answer against the contract:
 * a documented status, the documented media type (problem+json for every error), a body valid
 * against the generated zod schema, a problem naming the broken field for bad input, no 5xx, and
 * the time it took.
 */
import { deref, type ContractOperation, type Json } from '../load.ts';
import { bodyOf, type RequestCase, type RequestInput } from './cases.ts';

/** What the checker needs of a backend's generated zod schemas (generated/<backend>/zod.gen.ts). */
export type ZodModule = Record<string, { safeParse: (value: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }>;

export interface SendOptions {
  baseUrl: string;
  cookie?: string;
  /** Longer than this is reported as slow. */
  slowMs: number;
  /** Abandoned after this long. */
  timeoutMs: number;
}

export interface PreparedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** The body as curl sends it: `--data-raw '…'` or `-F` fields. */
  curlBody: string[];
}

export interface Outcome {
  contract: string;
  operationId: string;
  kind: string;
  expect: 'valid' | 'invalid';
  method: string;
  url: string;
  curl: string;
  status?: number;
  contentType?: string;
  durationMs: number;
  /** What was wrong; empty when the answer kept the contract. */
  problems: string[];
  /** The start of the answer's body, to show beside a failure. */
  excerpt: string;
}

const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

// A 1×1 PNG for multipart uploads (review photos).
const tinyPng = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

export function prepare(document: Json, operation: ContractOperation, input: RequestInput, options: Pick<SendOptions, 'baseUrl' | 'cookie'>, extraCookie?: string): PreparedRequest {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input.path[name] ?? '')));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const url = `${options.baseUrl.replace(/\/+$/, '')}${path}${query.size ? `?${query}` : ''}`;
  const headers: Record<string, string> = { accept: 'application/json, application/problem+json, */*' };
  for (const [name, value] of Object.entries(input.header)) if (value !== undefined) headers[name.toLowerCase()] = String(value);
  const cookie = [options.cookie, extraCookie].filter(Boolean).join('; ');
  if (cookie) headers.cookie = cookie;
  const body = bodyOf(document, operation);
  if (input.rawBody !== undefined) {
    headers['content-type'] = 'application/json';
    return { method: operation.method, url, headers, body: input.rawBody, curlBody: ['--data-raw', quote(input.rawBody)] };
  }
  if (!body || input.body === undefined) return { method: operation.method, url, headers, curlBody: [] };
  if (body.type === 'multipart/form-data') {
    const form = new FormData();
    const curlBody: string[] = [];
    const properties = (body.schema.properties ?? {}) as Record<string, Json>;
    for (const [name, value] of Object.entries((input.body ?? {}) as Record<string, unknown>)) {
      const binary = deref<Json>(document, properties[name] ?? {}).format === 'binary';
      if (binary) form.append(name, new Blob([tinyPng], { type: 'image/png' }), 'poza.png');
      else form.append(name, String(value));
      curlBody.push('-F', quote(binary ? `${name}=@poza.png;type=image/png` : `${name}=${String(value)}`));
    }
    return { method: operation.method, url, headers, body: form, curlBody };
  }
  const text = JSON.stringify(input.body);
  headers['content-type'] = body.type;
  return { method: operation.method, url, headers, body: text, curlBody: ['--data-raw', quote(text)] };
}

export const curlOf = (request: PreparedRequest) =>
  ['curl', '-i', '-X', request.method, quote(request.url), ...Object.entries(request.headers).flatMap(([name, value]) => ['-H', quote(`${name}: ${value}`)]), ...request.curlBody].join(' ');

/** The documented answer for a status: exact, then `4XX`, then `default`. */
function documented(operation: ContractOperation, status: number): Json | undefined {
  const responses = (operation.operation.responses ?? {}) as Record<string, Json>;
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

const mediaMatches = (actual: string, documentedType: string) => {
  const [type, subtype] = documentedType.split('/');
  const [actualType, actualSubtype] = actual.split('/');
  return type === actualType && (subtype === '*' || subtype === actualSubtype);
};

/** Whether a problem document names `field`: itself, a part of it (`body.items[0]`), or among `errors`. */
function namesField(problem: Json, field: string): boolean {
  const named = [problem.field, ...(((problem.errors as Json[] | undefined) ?? []).map((error) => error.field))].filter((name): name is string => typeof name === 'string');
  return named.some((name) => name === field || name.startsWith(`${field}.`) || name.startsWith(`${field}[`));
}

/** Sends a prepared request and judges the answer; `raw` gives the Response to callers that read it further. */
export async function sendAndJudge(
  contract: string,
  document: Json,
  operation: ContractOperation,
  zod: ZodModule,
  testCase: Pick<RequestCase, 'kind' | 'expect' | 'field'>,
  request: PreparedRequest,
  options: SendOptions,
): Promise<{ outcome: Outcome; json: unknown; headers?: Headers }> {
  const outcome: Outcome = { contract, operationId: operation.operationId, kind: testCase.kind, expect: testCase.expect, method: request.method, url: request.url, curl: curlOf(request), durationMs: 0, problems: [], excerpt: '' };
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body, redirect: 'manual', signal: AbortSignal.timeout(options.timeoutMs) });
  } catch (error) {
    outcome.durationMs = Math.round(performance.now() - started);
    const timedOut = (error as Error).name === 'TimeoutError';
    outcome.problems.push(timedOut ? `no answer within ${options.timeoutMs} ms` : `the request failed: ${(error as Error).cause ?? (error as Error).message}`);
    return { outcome, json: undefined };
  }
  const status = response.status;
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  outcome.status = status;
  outcome.contentType = contentType;
  // An event stream stays open: its headers are the answer.
  const text = contentType === 'text/event-stream' ? (await response.body?.cancel(), '') : /json|text|xml|html|yaml/.test(contentType) ? await response.text() : (await response.arrayBuffer(), '');
  outcome.durationMs = Math.round(performance.now() - started);
  outcome.excerpt = text.slice(0, 600);
  const problems = outcome.problems;
  const what = testCase.expect === 'invalid' ? `bad input (${testCase.kind})` : `a valid request (${testCase.kind})`;

  const spec = documented(operation, status);
  if (!spec) {
    const listed = Object.keys((operation.operation.responses ?? {}) as object).join(', ');
    problems.push(`status ${status} is not documented (the contract lists ${listed})`);
  }
  if (status >= 500) problems.push(`${what} got a ${status}`);
  if (testCase.expect === 'invalid' && status < 400) problems.push(`${what} was accepted with a ${status}; it must be refused with a 4xx`);

  const content = (spec?.content ?? undefined) as Record<string, Json> | undefined;
  if (status >= 400 && contentType !== 'application/problem+json') problems.push(`a ${status} answer is ${contentType || 'without a content type'}, not application/problem+json`);
  else if (content && !Object.keys(content).some((type) => mediaMatches(contentType, type))) problems.push(`the content type is ${contentType || 'missing'}, the contract documents ${Object.keys(content).join(' or ')}`);

  let json: unknown;
  if (contentType.includes('json') && text) {
    try {
      json = JSON.parse(text);
    } catch {
      problems.push('the body is not valid JSON');
    }
  } else if (contentType.includes('json') && !text && status !== 204) {
    problems.push('the JSON body is empty');
  }
  if (json !== undefined && spec) {
    const schema = status >= 400 ? zod.zProblem : status < 300 ? zod[`z${pascal(operation.operationId)}Response`] : undefined;
    const result = schema?.safeParse(json);
    if (result && !result.success) {
      const issues = result.error!.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
      problems.push(`the body does not match the ${status >= 400 ? 'Problem' : `${operation.operationId} response`} schema: ${issues.join('; ')}`);
    }
    if (status >= 400 && (json as Json | null)?.status !== undefined && (json as Json).status !== status) problems.push(`the problem says status ${(json as Json).status} but the answer is ${status}`);
  }
  if (testCase.expect === 'invalid' && testCase.field && (status === 400 || status === 422) && json && typeof json === 'object') {
    if (!namesField(json as Json, testCase.field)) {
      const named = (json as Json).field;
      problems.push(named ? `the problem names ${String(named)}, not ${testCase.field}` : `the problem does not name the field ${testCase.field}`);
    }
  }
  if (outcome.durationMs > options.slowMs) problems.push(`the answer took ${outcome.durationMs} ms (more than ${options.slowMs} ms)`);
  return { outcome, json, headers: response.headers };
}
