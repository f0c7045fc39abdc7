/**
 * The mock server's app: every operation of every contract, kept to its contract. A request is
 * matched to its operation and refused as our backends refuse it (401 without the credentials its
 * `security` asks for, 400 problem+json naming the broken input, 413, 415). A kept one is answered
 * by `Prefer` when it asks (`code=404`, `example=name`, `dynamic=true`, as Prism reads them), else
 * by what its `links` made (a comparison saved can be read back), else by our MSW handlers (the
 * stories' fixtures). An answer that breaks its contract is reported on stderr, never silently sent.
 */
import fc from 'fast-check';
import { Hono } from 'hono';
import { getResponse, type HttpHandler } from 'msw';
import { problemResponse } from '../../../mocks/problem.ts';
import { backends, deref, loadContract, operationsOf, type ContractOperation, type Json } from '../load.ts';
import { documented, mediaMatches, requiredSecurity, securityRequirements, type CheckedContract } from '../check/judge.ts';
import { linkedParameters, linksOf, type Exchanged } from '../check/links.ts';
import type { RequestInput } from '../check/cases.ts';
import { arbitraryOf, exampleOf } from '../check/values.ts';
import { validatorFor } from '../check/validate.ts';
import { matchOperation, mockOperation, readInput, type MockOperation } from './requests.ts';

interface Preference {
  code?: number;
  example?: string;
  dynamic?: boolean;
}

/** `Prefer: code=404, example=sold-out, dynamic=true` (RFC 7240's syntax, Prism's words). */
function preferenceOf(header: string | null): Preference | undefined {
  if (!header) return undefined;
  const preference: Preference = {};
  for (const part of header.split(/[,;]/)) {
    const [name = '', value = ''] = part.split('=').map((text) => text.trim().replace(/^"|"$/g, ''));
    if (name === 'code' && /^\d{3}$/.test(value)) preference.code = Number(value);
    if (name === 'example' && value) preference.example = value;
    if (name === 'dynamic') preference.dynamic = value === 'true';
  }
  return Object.keys(preference).length ? preference : undefined;
}

/** Whether the request carries a credential of one of the schemes the operation accepts. */
function hasCredentials(document: Json, entry: MockOperation, request: Request): boolean {
  const schemes = ((document.components as Json | undefined)?.securitySchemes ?? {}) as Record<string, Json>;
  const requirements = securityRequirements(document, entry.operation);
  const cookies = request.headers.get('cookie') ?? '';
  return requirements.some((requirement) =>
    Object.keys(requirement).every((name) => {
      const scheme = schemes[name] ?? {};
      if (scheme.type === 'apiKey' && scheme.in === 'cookie') return new RegExp(`(?:^|;\\s*)${String(scheme.name)}=[^;]`).test(cookies);
      if (scheme.type === 'apiKey' && scheme.in === 'header') return request.headers.has(String(scheme.name));
      if (scheme.type === 'apiKey' && scheme.in === 'query') return new URL(request.url).searchParams.has(String(scheme.name));
      return request.headers.has('authorization');
    }),
  );
}

const refuse = (status: number, field: string, detail: string) => problemResponse(status, { field, detail });

/** The fixtures' answers carry no headers: each one the contract requires is added from its example. */
function withRequiredHeaders(document: Json, spec: Json | undefined, response: Response): Response {
  const missing = Object.entries((spec?.headers ?? {}) as Record<string, unknown>)
    .map(([name, raw]) => [name, deref<Json>(document, raw)] as const)
    .filter(([name, header]) => header.required === true && !response.headers.has(name));
  if (missing.length === 0) return response;
  const headers = new Headers(response.headers);
  for (const [name, header] of missing) {
    const schema = deref<Json>(document, header.schema ?? {});
    const value = exampleOf(document, header, header.schema) ?? schema.const ?? (schema.enum as unknown[] | undefined)?.[0];
    if (value !== undefined) headers.set(name, String(value));
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The answer `Prefer` asks for, from the contract alone; a refusal when the contract has no such answer. */
function preferred(contract: CheckedContract, entry: MockOperation, preference: Preference): Response {
  const responses = (entry.operation.operation.responses ?? {}) as Record<string, Json>;
  const status = preference.code ?? Number(Object.keys(responses).find((code) => /^2\d\d$/.test(code)) ?? 200);
  const spec = deref<Json | undefined>(contract.document, documented(entry.operation, status));
  if (!spec) return refuse(400, 'header.prefer', `Contractul nu are răspunsul ${status} pentru ${entry.operation.operationId}.`);
  const headers = new Headers();
  for (const [name, raw] of Object.entries((spec.headers ?? {}) as Record<string, unknown>)) {
    const header = deref<Json>(contract.document, raw);
    const value = exampleOf(contract.document, header, header.schema);
    if (value !== undefined) headers.set(name, String(value));
  }
  const [type, media] = Object.entries((spec.content ?? {}) as Record<string, Json>)[0] ?? [];
  if (!type || !media) return new Response(null, { status, headers });
  headers.set('content-type', type);
  const named = (media.examples ?? {}) as Record<string, { value?: unknown }>;
  if (preference.example && !(preference.example in named)) {
    return refuse(400, 'header.prefer', `Răspunsul ${status} al lui ${entry.operation.operationId} nu are exemplul „${preference.example}” (are: ${Object.keys(named).join(', ') || 'niciunul'}).`);
  }
  const body = preference.example
    ? named[preference.example]!.value
    : preference.dynamic
      ? fc.sample(arbitraryOf(contract.document, media.schema), { numRuns: 1 })[0]
      : (exampleOf(contract.document, media, media.schema) ?? (type.includes('problem') ? { title: 'Eroare', status } : fc.sample(arbitraryOf(contract.document, media.schema), { numRuns: 1, seed: status })[0]));
  return new Response(typeof body === 'string' && !type.includes('json') ? body : JSON.stringify(body), { status, headers });
}

/**
 * What the operations with `links` made: the linked reads answer it back, and once a linked DELETE
 * succeeded they answer 404. Keyed by the target operation and the values of the parameters the
 * link names.
 */
class LinkState {
  /** @param operations Every operation of the contracts, by id: where links lead. */
  constructor(private readonly operations: Map<string, ContractOperation>) {}

  private readonly kept = new Map<string, { body: unknown } | 'deleted'>();
  /** The parameters each target's links name, to find its key from a request. */
  private readonly named = new Map<string, string[]>();
  /** A DELETE's key → the reads it removes. */
  private readonly removes = new Map<string, string[]>();

  private key(operationId: string, input: RequestInput): string | undefined {
    const names = this.named.get(operationId);
    if (!names) return undefined;
    return `${operationId} ${JSON.stringify(names.map((name) => String(input.path[name] ?? input.query[name] ?? input.header[name])))}`;
  }

  remember(contract: CheckedContract, entry: MockOperation, source: Exchanged) {
    const links = linksOf(contract.document, entry.operation, this.operations);
    if (links.length === 0) return;
    const reads: string[] = [];
    const keyOf = (link: (typeof links)[number]) => {
      const parameters = linkedParameters(link, source);
      this.named.set(link.target.operationId, parameters.map((parameter) => parameter.name));
      return `${link.target.operationId} ${JSON.stringify(parameters.map((parameter) => String(parameter.value)))}`;
    };
    for (const link of links.filter((candidate) => candidate.target.method === 'GET')) {
      const key = keyOf(link);
      this.kept.set(key, { body: source.json });
      reads.push(key);
    }
    for (const link of links.filter((candidate) => candidate.target.method === 'DELETE')) this.removes.set(keyOf(link), reads);
  }

  forget(entry: MockOperation, input: RequestInput) {
    const key = this.key(entry.operation.operationId, input);
    for (const read of (key && this.removes.get(key)) || []) this.kept.set(read, 'deleted');
  }

  recall(entry: MockOperation, input: RequestInput) {
    const key = this.key(entry.operation.operationId, input);
    return key ? this.kept.get(key) : undefined;
  }
}

export interface MockOptions {
  /** Our MSW handlers (mocks/), which answer a kept request without `Prefer` or state. */
  handlers: HttpHandler[];
  /** Where an answer that breaks its contract is reported. */
  warn?: (line: string) => void;
}

export function mockApp({ handlers, warn = (line) => console.error(line) }: MockOptions): Hono {
  const contracts: CheckedContract[] = backends.map((name) => {
    const document = loadContract(name);
    return { name, document, validator: validatorFor(document) };
  });
  const operations = contracts.flatMap((contract) => operationsOf(contract.document).map((operation) => mockOperation(contract, operation)));
  const state = new LinkState(new Map(operations.map((entry) => [entry.operation.operationId, entry.operation])));
  const app = new Hono();

  app.all('*', async (c) => {
    const request = c.req.raw;
    const found = matchOperation(operations, request.method, new URL(request.url).pathname);
    // Not an operation of a contract: the handlers answer (pictures), or their catch-all 404.
    if (!found) return (await getResponse(handlers, request))!;
    const { entry } = found;
    const { contract } = entry;
    if (requiredSecurity(contract.document, entry.operation) && !hasCredentials(contract.document, entry, request)) {
      return problemResponse(401, { detail: 'Nu ești autentificat.' });
    }
    const input = await readInput(entry, found.path, request.clone());
    if ('status' in input) return refuse(input.status, input.field, input.detail);
    const preference = preferenceOf(request.headers.get('prefer'));
    const kept = preference ? undefined : state.recall(entry, input);
    const response = preference
      ? preferred(contract, entry, preference)
      : kept === 'deleted'
        ? problemResponse(404, { detail: 'Nu mai există.' })
        : kept
          ? Response.json(kept.body)
          : (await getResponse(handlers, request))!;
    const spec = deref<Json | undefined>(contract.document, documented(entry.operation, response.status));
    const answer = withRequiredHeaders(contract.document, spec, response);
    const type = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    // Read once, for the state and for the check below; the answer itself goes out untouched.
    const json: unknown = type.includes('json') && answer.body ? await answer.clone().json() : undefined;
    if (answer.status >= 200 && answer.status < 300) {
      if (entry.operation.method === 'DELETE') state.forget(entry, input);
      if (json !== undefined) state.remember(contract, entry, { input, status: answer.status, json, headers: answer.headers });
    }
    // The mock's own answers are checked as contract:check checks a service's.
    const media = Object.entries((spec?.content ?? {}) as Record<string, Json>).find(([documentedType]) => mediaMatches(type, documentedType))?.[1];
    if (!spec) warn(`mock: ${entry.operation.operationId} answered ${answer.status}, which its contract does not document`);
    else if (media?.schema && json !== undefined) {
      const errors = contract.validator.errors(media.schema, json);
      if (errors.length) warn(`mock: ${entry.operation.operationId}'s ${answer.status} answer breaks its contract: ${errors.join('; ')}`);
    }
    return answer;
  });
  return app;
}
