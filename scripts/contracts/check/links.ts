/**
 * Sequences derived from a contract's OpenAPI `links`, as Schemathesis derives them: an operation
 * that answers with links is sent (its example, with ids the service itself gave), then every
 * linked read with the parameters the link names (`$response.body#/id`, `$request.path.id`,
 * `$response.header.Location`). Two checks follow the state:
 * - ensure_resource_availability: what an operation just created is readable (not a 404);
 * - use_after_free: once a linked DELETE succeeded, the linked read answers 404 or 410.
 * The cookies the service sets are kept between the steps.
 */
import { atPointer, type ContractOperation, type Json } from '../load.ts';
import { exampleInput, type RequestInput } from './cases.ts';
import { sendAndJudge, type CheckedContract, type Judged } from './judge.ts';
import { Jar } from './jar.ts';
import { prepare, type SendOptions } from './send.ts';
import type { SequenceResult } from './sequences.ts';

export interface Link {
  name: string;
  target: ContractOperation;
  parameters: Record<string, unknown>;
  requestBody?: unknown;
}

interface Exchange {
  input: RequestInput;
  judged: Judged;
}

/** What a runtime expression reads: the request sent and the answer it got. */
export interface Exchanged {
  input: RequestInput;
  status?: number;
  json: unknown;
  headers?: Headers;
}

/** A runtime expression's value (OpenAPI 3.1 §4.8.20.4), or a literal as it is. */
export function evaluate(expression: unknown, source: Exchanged): unknown {
  if (typeof expression !== 'string') return expression;
  const whole = /^\{?(\$[^{}]+)\}?$/.exec(expression)?.[1];
  if (!whole) return expression;
  const [, place, rest = ''] = /^\$(response\.body|response\.header\.|request\.body|request\.path\.|request\.query\.|request\.header\.|statusCode)(.*)$/.exec(whole) ?? [];
  switch (place) {
    case 'statusCode':
      return source.status;
    case 'response.body':
      return atPointer(source.json, rest.replace(/^#/, ''));
    case 'response.header.':
      return source.headers?.get(rest) ?? undefined;
    case 'request.body':
      return atPointer(source.input.body, rest.replace(/^#/, ''));
    case 'request.path.':
      return source.input.path[rest];
    case 'request.query.':
      return source.input.query[rest];
    case 'request.header.':
      return source.input.header[rest];
    default:
      return undefined;
  }
}

export function linksOf(document: Json, operation: ContractOperation, byId: Map<string, ContractOperation>): Link[] {
  const links: Link[] = [];
  for (const [status, response] of Object.entries((operation.operation.responses ?? {}) as Record<string, Json>)) {
    if (!status.startsWith('2')) continue;
    for (const [name, raw] of Object.entries(((response.links ?? {}) as Record<string, Json>))) {
      const link = (typeof raw.$ref === 'string' ? atPointer(document, raw.$ref.slice(1)) : raw) as Json;
      const target = byId.get(String(link.operationId));
      if (target) links.push({ name, target, parameters: (link.parameters ?? {}) as Record<string, unknown>, requestBody: link.requestBody });
    }
  }
  return links;
}

/** Each parameter a link names, with its place in the target and its value from the source. */
export function linkedParameters(link: Link, source: Exchanged): { where: 'path' | 'query' | 'header'; name: string; value: unknown }[] {
  return Object.entries(link.parameters).map(([key, expression]) => {
    // A name may be qualified by its place (`path.id`) where two places share it.
    const [qualifier, name] = key.includes('.') ? (key.split('.', 2) as [string, string]) : [undefined, key];
    const parameter = link.target.parameters.find((candidate) => candidate.name === name && (!qualifier || candidate.in === qualifier));
    return { where: (parameter?.in ?? 'query') as 'path' | 'query' | 'header', name, value: evaluate(expression, source) };
  });
}

/** The target's request: its example, with every parameter the link names taken from the source. */
function linkedInput(document: Json, link: Link, source: Exchange, seed: number): RequestInput {
  const input = exampleInput(document, link.target, seed);
  for (const { where, name, value } of linkedParameters(link, exchanged(source))) input[where][name] = value;
  if (link.requestBody !== undefined) input.body = evaluate(link.requestBody, exchanged(source));
  return input;
}

const exchanged = ({ input, judged }: Exchange): Exchanged => ({ input, status: judged.outcome.status, json: judged.json, headers: judged.headers });

export async function runLinkSequences(
  contract: CheckedContract,
  operations: ContractOperation[],
  options: SendOptions & { seed: number; timedOnce: (operationId: string) => boolean; withKnownIds: (input: RequestInput) => RequestInput },
): Promise<SequenceResult> {
  const { document } = contract;
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const result: SequenceResult = { outcomes: [], skipped: [] };
  for (const source of operations) {
    const links = linksOf(document, source, byId);
    if (links.length === 0) continue;
    const jar = new Jar();
    const send = async (operation: ContractOperation, input: RequestInput, kind: string): Promise<Exchange> => {
      const request = prepare(document, operation, input, options, { extraCookie: jar.header() });
      const judged = await sendAndJudge(contract, operation, { kind: `links ${kind}`, expect: 'valid' }, request, options, { timed: options.timedOnce(operation.operationId) });
      jar.take(judged.headers);
      result.outcomes.push(judged.outcome);
      return { input, judged };
    };
    const created = await send(source, options.withKnownIds(exampleInput(document, source, options.seed)), `${source.operationId}`);
    const status = created.judged.outcome.status ?? 0;
    if (status < 200 || status >= 300) {
      result.skipped.push(`the links of ${source.operationId}: it answered ${status || 'nothing'} to its example, so nothing was created to follow`);
      continue;
    }
    const reads = links.filter((link) => link.target.method === 'GET');
    const readAll = async (after: string) => {
      const answers: { link: Link; exchange: Exchange }[] = [];
      for (const link of reads) answers.push({ link, exchange: await send(link.target, linkedInput(document, link, created, options.seed), `${source.operationId} → ${link.target.operationId}${after}`) });
      return answers;
    };
    for (const { link, exchange } of await readAll('')) {
      const read = exchange.judged.outcome;
      if (read.status === 404 || read.status === 410) {
        read.problems.push({ check: 'ensure_resource_availability', message: `${source.operationId} answered ${status}, yet the ${link.name} link's ${link.target.operationId} answered ${read.status}: what was just created cannot be read` });
      }
    }
    for (const removal of links.filter((link) => link.target.method === 'DELETE')) {
      const deleted = await send(removal.target, linkedInput(document, removal, created, options.seed), `${source.operationId} → ${removal.target.operationId}`);
      const gone = deleted.judged.outcome.status ?? 0;
      if (gone < 200 || gone >= 300) continue;
      for (const { link, exchange } of await readAll(` after ${removal.target.operationId}`)) {
        const read = exchange.judged.outcome;
        if (read.status !== undefined && read.status < 300) {
          read.problems.push({ check: 'use_after_free', message: `${removal.target.operationId} answered ${gone}, yet ${link.target.operationId} still answered ${read.status}: it must be 404 or 410 once deleted` });
        }
      }
    }
  }
  return result;
}
