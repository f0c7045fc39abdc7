/**
 * The requests contract:check sends for one operation: the contract's example, property-based
 * ones (fast-check, from the schemas), the two boundary ones, and invalid ones that each break one
 * input (a missing required field, a wrong type, an unknown enum value, an oversized string, a
 * number under its minimum, a negative page, malformed JSON). Deterministic for a seed.
 */
import fc from 'fast-check';
import { deref, type ContractOperation, type Json } from '../load.ts';
import { arbitraryOf, edgeValue, exampleOf, type Edge, type Schema } from './values.ts';

export type Location = 'path' | 'query' | 'header' | 'body';

export interface RequestInput {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  /** The JSON body (or multipart fields); undefined for none. */
  body?: unknown;
  /** A body sent exactly as written, instead of `body`: malformed JSON. */
  rawBody?: string;
}

export interface RequestCase {
  operationId: string;
  /** What the request is, for people: `example`, `generated 2`, `missing body.email`. */
  kind: string;
  /** `anonymous`: a valid request sent without credentials, to an operation that declares security. */
  expect: 'valid' | 'invalid' | 'anonymous';
  /** The input an invalid request breaks, as a problem's `field` names it (`body.url`, `query.page`). */
  field?: string;
  input: RequestInput;
}

const locations = ['path', 'query', 'header'] as const;

/** The request body's media type and schema, when the operation takes one. */
export function bodyOf(document: Json, operation: ContractOperation): { type: string; schema: Schema; required: boolean; media: Json } | undefined {
  const requestBody = deref<Json | undefined>(document, operation.operation.requestBody);
  const content = requestBody?.content as Record<string, Json> | undefined;
  if (!content) return undefined;
  const type = Object.keys(content).find((candidate) => candidate.includes('json')) ?? Object.keys(content)[0]!;
  const media = content[type]!;
  return { type, schema: deref<Schema>(document, media.schema ?? {}), required: requestBody!.required === true, media };
}

const hash = (text: string) => [...text].reduce((sum, char) => (Math.imul(sum, 31) + char.charCodeAt(0)) | 0, 7);

const clone = (input: RequestInput): RequestInput => structuredClone(input);

/** The contract's own example request: each input's example, else a sample from its schema. */
export function exampleInput(document: Json, operation: ContractOperation, seed: number): RequestInput {
  const input: RequestInput = { path: {}, query: {}, header: {} };
  const sample = (schema: unknown, salt: string) => fc.sample(arbitraryOf(document, schema), { seed: seed ^ hash(salt), numRuns: 1 })[0];
  for (const parameter of operation.parameters) {
    const where = parameter.in as string;
    if (!locations.includes(where as never)) continue;
    const example = exampleOf(document, parameter, parameter.schema);
    if (example !== undefined || parameter.required) (input[where as (typeof locations)[number]])[parameter.name as string] = example ?? sample(parameter.schema, `${operation.operationId}.${parameter.name}`);
  }
  const body = bodyOf(document, operation);
  if (body) input.body = exampleOf(document, body.media, body.schema) ?? sample(body.schema, `${operation.operationId}.body`);
  return input;
}

function generatedInputs(document: Json, operation: ContractOperation, seed: number, runs: number): RequestInput[] {
  const parameters = operation.parameters.filter((parameter) => locations.includes(parameter.in as never));
  const group = (where: string) => {
    const own = parameters.filter((parameter) => parameter.in === where);
    return fc.record(Object.fromEntries(own.map((parameter) => [parameter.name as string, arbitraryOf(document, parameter.schema)])), {
      requiredKeys: own.filter((parameter) => parameter.required).map((parameter) => parameter.name as string),
    });
  };
  const body = bodyOf(document, operation);
  const arbitrary = fc.record({ path: group('path'), query: group('query'), header: group('header'), body: body ? arbitraryOf(document, body.schema) : fc.constant(undefined) });
  return fc.sample(arbitrary, { seed: seed ^ hash(operation.operationId), numRuns: runs }) as RequestInput[];
}

function edgeInput(document: Json, operation: ContractOperation, edge: Edge): RequestInput {
  const input: RequestInput = { path: {}, query: {}, header: {} };
  for (const parameter of operation.parameters) {
    const where = parameter.in as (typeof locations)[number];
    if (!locations.includes(where) || (edge === 'low' && !parameter.required)) continue;
    input[where][parameter.name as string] = edgeValue(document, parameter.schema, edge);
  }
  const body = bodyOf(document, operation);
  if (body) input.body = edgeValue(document, body.schema, edge);
  return input;
}

/** A value of another type than `schema` allows. */
function wrongType(schema: Schema): unknown {
  const types = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (types.has('integer') || types.has('number') || types.has('boolean') || types.has('array') || types.has('object')) return types.has('string') ? undefined : 'nu-este-un-număr';
  if (types.has('string')) return 12345;
  return undefined;
}

/** One input and its schema, wherever it sits: a parameter, or a top-level property of the body. */
interface Slot {
  where: Location;
  name: string;
  schema: Schema;
  required: boolean;
}

function slotsOf(document: Json, operation: ContractOperation): Slot[] {
  const slots: Slot[] = operation.parameters
    .filter((parameter) => locations.includes(parameter.in as never))
    .map((parameter) => ({ where: parameter.in as Location, name: parameter.name as string, schema: deref<Schema>(document, parameter.schema ?? {}), required: parameter.required === true }));
  const body = bodyOf(document, operation);
  if (body?.type.includes('json')) {
    const required = new Set((body.schema.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((body.schema.properties ?? {}) as Record<string, unknown>)) {
      slots.push({ where: 'body', name, schema: deref<Schema>(document, schema), required: required.has(name) });
    }
  }
  return slots;
}

const put = (input: RequestInput, slot: Slot, value: unknown): RequestInput => {
  const copy = clone(input);
  if (slot.where === 'body') copy.body = { ...(copy.body as object), [slot.name]: value };
  else copy[slot.where][slot.name] = value;
  return copy;
};

const drop = (input: RequestInput, slot: Slot): RequestInput => {
  const copy = clone(input);
  if (slot.where === 'body') delete (copy.body as Record<string, unknown>)[slot.name];
  else delete copy[slot.where][slot.name];
  return copy;
};

function invalidCases(document: Json, operation: ContractOperation, base: RequestInput): RequestCase[] {
  const cases: RequestCase[] = [];
  const add = (kind: string, field: string, input: RequestInput) => cases.push({ operationId: operation.operationId, kind, expect: 'invalid', field, input });
  for (const slot of slotsOf(document, operation)) {
    const field = `${slot.where}.${slot.name}`;
    const schema = deref<Schema>(document, slot.schema.oneOf ? ((slot.schema.oneOf as unknown[])[0] ?? slot.schema) : slot.schema);
    // A path parameter cannot be left out, only given wrong.
    if (slot.required && slot.where !== 'path') add(`missing ${field}`, field, drop(base, slot));
    const wrong = wrongType(schema);
    // A query or path value is text: only a number, boolean or list can be given the wrong type there.
    if (wrong !== undefined && (slot.where === 'body' || typeof wrong === 'string')) add(`wrong type for ${field}`, field, put(base, slot, wrong));
    if (Array.isArray(schema.enum)) add(`unknown enum value for ${field}`, field, put(base, slot, typeof schema.enum[0] === 'number' ? 987_654 : 'valoare-necunoscută'));
    if (typeof schema.maxLength === 'number') add(`oversized ${field}`, field, put(base, slot, 'x'.repeat(schema.maxLength + 1)));
    if (typeof schema.minimum === 'number' && !schema.enum) {
      add(`${field} under its minimum`, field, put(base, slot, schema.minimum - 1));
      if (/^(page|pagina|pageSize|limit|offset|perPage)$/i.test(slot.name) && schema.minimum - 1 !== -1) add(`negative ${field}`, field, put(base, slot, -1));
    }
  }
  const body = bodyOf(document, operation);
  if (body?.type.includes('json')) {
    add('malformed JSON body', 'body', { ...clone(base), body: undefined, rawBody: '{"url": ' });
    if (body.required) add('missing body', 'body', { ...clone(base), body: undefined });
    if (typeof body.schema.maxItems === 'number' && Array.isArray(base.body)) {
      add('oversized body list', 'body', { ...clone(base), body: Array.from({ length: body.schema.maxItems + 1 }, (_, index) => (base.body as unknown[])[0] ?? index + 1) });
    }
  }
  return cases;
}

/** Every request contract:check sends for `operation`. */
export function casesFor(document: Json, operation: ContractOperation, { seed, runs }: { seed: number; runs: number }): RequestCase[] {
  const base = exampleInput(document, operation, seed);
  const valid = (kind: string, input: RequestInput): RequestCase => ({ operationId: operation.operationId, kind, expect: 'valid', input });
  return [
    valid('example', base),
    ...generatedInputs(document, operation, seed, runs).map((input, index) => valid(`generated ${index + 1}`, input)),
    valid('boundary: everything at its minimum', edgeInput(document, operation, 'low')),
    valid('boundary: everything at its maximum', edgeInput(document, operation, 'high')),
    ...invalidCases(document, operation, base),
  ];
}
