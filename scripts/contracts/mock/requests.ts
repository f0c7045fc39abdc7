/**
 * The mock's front door: which contract operation a request is for, and whether its input keeps the
 * contract (path, query and header parameters read as their schemas' types, the JSON body parsed
 * within a size limit and validated). A broken input is named as our backends name it:
 * `path.variantId`, `query.page`, `body.items[0]`.
 */
import { deref, type ContractOperation, type Json } from '../load.ts';
import { bodyOf, type RequestInput } from '../check/cases.ts';
import type { CheckedContract } from '../check/judge.ts';

/** As our backends: a body over 256 KiB is refused before it is read as JSON. */
export const maxBodyBytes = 256 * 1024;

export interface MockOperation {
  contract: CheckedContract;
  operation: ContractOperation;
  pattern: RegExp;
  /** The path parameters' names, in the pattern's order. */
  names: string[];
}

export function mockOperation(contract: CheckedContract, operation: ContractOperation): MockOperation {
  const names: string[] = [];
  const source = operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { contract, operation, pattern: new RegExp(`^${source}$`), names };
}

/** The operation a request is for: a path with fewer parameters wins (`/watchdog/confirmation/{code}` before `/watchdog/{id}`). */
export function matchOperation(operations: MockOperation[], method: string, pathname: string) {
  const candidates = operations
    .filter((entry) => entry.operation.method === method)
    .map((entry) => ({ entry, match: entry.pattern.exec(pathname) }))
    .filter((candidate) => candidate.match)
    .sort((a, b) => a.entry.names.length - b.entry.names.length);
  const found = candidates[0];
  if (!found) return undefined;
  const path = Object.fromEntries(found.entry.names.map((name, index) => [name, decodeURIComponent(found.match![index + 1]!)]));
  return { entry: found.entry, path };
}

export interface Refusal {
  status: number;
  field: string;
  detail: string;
}

/** A parameter's text as the value its schema speaks of; text that is not that type stays text, for the schema to refuse. */
function fromText(document: Json, raw: unknown, texts: string[]): unknown {
  const schema = deref<Json>(document, raw ?? {});
  const types = new Set([schema.type].flat());
  if (types.has('array')) return texts.flatMap((text) => text.split(',')).map((text) => fromText(document, schema.items, [text]));
  const [text = ''] = texts;
  if ((types.has('integer') || types.has('number')) && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (types.has('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  if (types.has('null') && text === 'null') return null;
  return text;
}

/** `items.0.price` → `items[0].price`, as our problems name a place inside a body. */
const fieldPath = (path: string) => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

/** Reads and checks a request's input; a refusal names the first broken input. */
export async function readInput(entry: MockOperation, path: Record<string, string>, request: Request): Promise<RequestInput | Refusal> {
  const { document, validator } = entry.contract;
  const url = new URL(request.url);
  const input: RequestInput = { path: {}, query: {}, header: {} };
  for (const parameter of entry.operation.parameters) {
    const name = parameter.name as string;
    const where = parameter.in as string;
    const texts = where === 'path' ? [path[name]!] : where === 'query' ? url.searchParams.getAll(name) : where === 'header' && request.headers.has(name) ? [request.headers.get(name)!] : [];
    if (where !== 'path' && where !== 'query' && where !== 'header') continue;
    if (texts.length === 0) {
      if (parameter.required === true) return { status: 400, field: `${where}.${name}`, detail: `Câmpul „${name}” este obligatoriu.` };
      continue;
    }
    const value = fromText(document, parameter.schema, texts);
    const [issue] = validator.issues(parameter.schema, value);
    if (issue) return { status: 400, field: `${where}.${name}`, detail: `Câmpul „${name}” nu respectă contractul (${issue.message}).` };
    input[where][name] = value;
  }
  const body = bodyOf(document, entry.operation);
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > maxBodyBytes) return { status: 413, field: 'body', detail: `Corpul cererii depășește ${maxBodyBytes / 1024} KiB.` };
  if (!body) return input;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!body.type.includes('json')) {
    if (body.required && !request.body) return { status: 400, field: 'body', detail: 'Corpul cererii este obligatoriu.' };
    return input;
  }
  const bytes = request.body ? new Uint8Array(await request.arrayBuffer()) : new Uint8Array();
  if (bytes.byteLength > maxBodyBytes) return { status: 413, field: 'body', detail: `Corpul cererii depășește ${maxBodyBytes / 1024} KiB.` };
  if (bytes.byteLength === 0) return body.required ? { status: 400, field: 'body', detail: 'Corpul cererii este obligatoriu.' } : input;
  if (type && !type.includes('json')) return { status: 415, field: 'header.content-type', detail: `Corpul cererii trebuie să fie ${body.type}, nu ${type}.` };
  try {
    input.body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { status: 400, field: 'body', detail: 'Corpul cererii nu este JSON valid.' };
  }
  const [issue] = validator.issues(body.schema, input.body);
  if (issue) return { status: 400, field: issue.path ? `body.${fieldPath(issue.path)}` : 'body', detail: `Câmpul „${issue.path || 'body'}” nu respectă contractul (${issue.message}).` };
  return input;
}
