/**
 * Sends one request of contract:check and judges its answer by the contract itself: a documented
 * status, the documented media type (problem+json for every error), a body and headers valid
 * against their schemas, bad input refused with a problem naming the broken field, valid input
 * not refused, an operation that declares security refusing a caller without credentials, no 5xx,
 * and the time it took.
 */
import { deref, type ContractOperation, type Json } from '../load.ts';
import type { RequestCase } from './cases.ts';
import { curlOf, type Check, type Outcome, type PreparedRequest, type SendOptions } from './send.ts';
import type { Validator } from './validate.ts';

/** A contract as the checker holds it. */
export interface CheckedContract {
  name: string;
  document: Json;
  validator: Validator;
}

/**
 * What a valid request may get besides a success: a caller without the rights (401, 403), an id
 * that is not there (404, 410), a conflict with the service's state (409), a rate limit (429).
 * Anything else in 4xx says the service refused input its contract allows.
 */
const acceptedRefusals = new Set([401, 403, 404, 409, 410, 429]);

/** The documented answer for a status: exact, then `4XX`, then `default`. */
export function documented(operation: ContractOperation, status: number): Json | undefined {
  const responses = (operation.operation.responses ?? {}) as Record<string, Json>;
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

/** Whether a media type (`application/json`, without its parameters) is one the contract documents (`application/*`). */
export const mediaMatches = (actual: string, documentedType: string) => {
  const [type, subtype] = documentedType.split(';')[0]!.trim().split('/');
  const [actualType, actualSubtype] = actual.split('/');
  return (type === '*' || type === actualType) && (subtype === '*' || subtype === actualSubtype);
};

/** Whether a problem document names `field`: itself, a part of it (`body.items[0]`), or among `errors`. */
function namesField(problem: Json, field: string): boolean {
  const named = [problem.field, ...(((problem.errors as Json[] | undefined) ?? []).map((error) => error.field))].filter((name): name is string => typeof name === 'string');
  return named.some((name) => name === field || name.startsWith(`${field}.`) || name.startsWith(`${field}[`));
}

/** A header's text as the value its schema speaks of: a number, a boolean, a list, or the text. */
function headerValue(document: Json, schema: unknown, text: string): unknown {
  const resolved = deref<Json>(document, schema ?? {});
  const types = new Set([resolved.type].flat());
  if ((types.has('integer') || types.has('number')) && /^-?\d+(\.\d+)?$/.test(text.trim())) return Number(text);
  if (types.has('boolean') && /^(true|false)$/.test(text.trim())) return text.trim() === 'true';
  if (types.has('array')) return text.split(',').map((item) => item.trim());
  return text;
}

/** The documented headers of an answer: each required one present, each present one valid. */
function headerProblems(contract: CheckedContract, spec: Json, headers: Headers): string[] {
  const problems: string[] = [];
  for (const [name, raw] of Object.entries((spec.headers ?? {}) as Record<string, unknown>)) {
    // OpenAPI: a `Content-Type` entry among headers is ignored; the media types say it.
    if (name.toLowerCase() === 'content-type') continue;
    const header = deref<Json>(contract.document, raw);
    const values = name.toLowerCase() === 'set-cookie' ? headers.getSetCookie() : [headers.get(name)].filter((value): value is string => value !== null);
    if (values.length === 0) {
      if (header.required === true) problems.push(`the required header ${name} is missing`);
      continue;
    }
    if (!header.schema) continue;
    const judged = values.map((value) => ({ value, errors: contract.validator.errors(header.schema, headerValue(contract.document, header.schema, value)) }));
    // Several cookies may be set at once: the documented one must be among them.
    if (judged.every(({ errors }) => errors.length > 0)) {
      const shown = judged[0]!.value.length > 80 ? `${judged[0]!.value.slice(0, 77)}…` : judged[0]!.value;
      problems.push(`the header ${name} („${shown}”) does not match its schema: ${judged[0]!.errors.join('; ').replace(/^\(root\): /, '')}`);
    }
  }
  return problems;
}

/** The operation's security requirements (its own, else the contract's): any one of them lets a caller in. */
export const securityRequirements = (document: Json, operation: ContractOperation) => (operation.operation.security ?? document.security ?? []) as Json[];

/** The security an operation declares, as scheme names; undefined when a caller without credentials is allowed. */
export function requiredSecurity(document: Json, operation: ContractOperation): string[] | undefined {
  const requirements = securityRequirements(document, operation);
  if (requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0)) return undefined;
  return requirements.map((requirement) => Object.keys(requirement).join(' + '));
}

export interface Judged {
  outcome: Outcome;
  json: unknown;
  headers?: Headers;
}

/**
 * Sends a prepared request and judges the answer. `timed: false` leaves the duration unjudged
 * (an operation's first call, which may wake a cold service).
 */
export async function sendAndJudge(
  contract: CheckedContract,
  operation: ContractOperation,
  testCase: Pick<RequestCase, 'kind' | 'expect' | 'field'>,
  request: PreparedRequest,
  options: SendOptions,
  { timed = true }: { timed?: boolean } = {},
): Promise<Judged> {
  const outcome: Outcome = { contract: contract.name, operationId: operation.operationId, kind: testCase.kind, expect: testCase.expect, method: request.method, url: request.url, curl: curlOf(request), durationMs: 0, problems: [], excerpt: '' };
  const fail = (check: Check, message: string) => outcome.problems.push({ check, message });
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body, redirect: 'manual', signal: AbortSignal.timeout(options.timeoutMs) });
  } catch (error) {
    outcome.durationMs = Math.round(performance.now() - started);
    const timedOut = (error as Error).name === 'TimeoutError';
    if (timedOut) fail('response_time', `no answer within ${options.timeoutMs} ms`);
    else fail('unreachable', `the request failed: ${(error as Error).cause ?? (error as Error).message}`);
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
  // The kind of request is the outcome's own: messages leave it out, so one cause reads the same everywhere.
  const what = testCase.expect === 'invalid' ? 'bad input' : 'a valid request';

  // A response is often a `$ref` to the contract's shared ones (`#/components/responses/BadRequest`).
  const spec = deref<Json | undefined>(contract.document, documented(operation, status));
  if (!spec) {
    const listed = Object.keys((operation.operation.responses ?? {}) as object).join(', ');
    fail('status_code_conformance', `status ${status} is not documented (the contract lists ${listed})`);
  }
  if (status >= 500) fail('not_a_server_error', `${what} got a ${status}`);
  if (testCase.expect === 'invalid' && status < 400) fail('negative_data_rejection', `${what} was accepted with a ${status}; it must be refused with a 4xx`);
  if (testCase.expect === 'valid' && status >= 400 && status < 500 && !acceptedRefusals.has(status)) fail('positive_data_acceptance', `${what} was refused with a ${status}; the contract allows this input`);
  if (testCase.expect === 'anonymous' && status < 400) {
    fail('ignored_auth', `the operation declares security (${requiredSecurity(contract.document, operation)?.join(' or ') ?? 'see the contract'}), yet a caller without credentials got a ${status}`);
  }

  const content = (spec?.content ?? undefined) as Record<string, Json> | undefined;
  const media = content && Object.entries(content).find(([type]) => mediaMatches(contentType, type))?.[1];
  if (status >= 400 && contentType !== 'application/problem+json') fail('content_type_conformance', `a ${status} answer is ${contentType || 'without a content type'}, not application/problem+json`);
  else if (content && !media) fail('content_type_conformance', `the content type is ${contentType || 'missing'}, the contract documents ${Object.keys(content).join(' or ')}`);
  if (spec) for (const message of headerProblems(contract, spec, response.headers)) fail('response_headers_conformance', message);

  let json: unknown;
  if (contentType.includes('json') && text) {
    try {
      json = JSON.parse(text);
    } catch {
      fail('response_schema_conformance', 'the body is not valid JSON');
    }
  } else if (contentType.includes('json') && !text && status !== 204) {
    fail('response_schema_conformance', 'the JSON body is empty');
  }
  if (json !== undefined && media?.schema) {
    const errors = contract.validator.errors(media.schema, json);
    if (errors.length) fail('response_schema_conformance', `the body does not match the schema of the ${status} answer: ${errors.join('; ')}`);
    if (status >= 400 && (json as Json | null)?.status !== undefined && (json as Json).status !== status) fail('response_schema_conformance', `the problem says status ${(json as Json).status} but the answer is ${status}`);
  }
  if (testCase.expect === 'invalid' && testCase.field && (status === 400 || status === 422) && json && typeof json === 'object') {
    if (!namesField(json as Json, testCase.field)) {
      const named = (json as Json).field;
      fail('problem_names_field', named ? `the problem names ${String(named)}, not ${testCase.field}` : `the problem does not name the field ${testCase.field}`);
    }
  }
  if (timed && outcome.durationMs > options.slowMs) fail('response_time', `the answer took ${outcome.durationMs} ms (more than ${options.slowMs} ms)`);
  return { outcome, json, headers: response.headers };
}
