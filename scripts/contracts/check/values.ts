/**
 * Values from a contract's JSON Schemas (OpenAPI 3.1): fast-check arbitraries for valid values,
 * and the deterministic edge values (everything at its minimum, or at its maximum) for the
 * boundary requests. Both keep within every constraint the contracts use: types (also several,
 * `[number, 'null']`), const, enum, oneOf/anyOf/allOf, formats, patterns, lengths, ranges, items.
 */
import fc from 'fast-check';
import { deref, type Json } from '../load.ts';

export type Schema = Json;

/** Letters a Romanian text has, so generated names exercise the diacritics too. */
const letters = [...'abcdefghijklmnopqrstuvwxyzăâîșțABCDEȘȚ0123456789 -'];

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : schema.properties ? ['object'] : schema.items ? ['array'] : [];

const examplesOf = (schema: Schema): unknown[] => [...((schema.examples as unknown[] | undefined) ?? []), ...('example' in schema ? [schema.example] : [])];

const bounds = (schema: Schema, fallbackMin: number, fallbackMax: number) => {
  const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : fallbackMin;
  const max = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : Math.max(min, fallbackMax);
  return { min, max };
};

const stringLengths = (schema: Schema) => {
  const min = (schema.minLength as number | undefined) ?? 0;
  return { min, max: Math.min((schema.maxLength as number | undefined) ?? min + 24, min + 24) };
};

function formatted(format: string): fc.Arbitrary<string> | undefined {
  const instant = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T23:59:59Z'), noInvalidDate: true });
  switch (format) {
    case 'email':
      return fc.tuple(fc.stringMatching(/^[a-z]{3,10}$/), fc.nat(9999)).map(([name, n]) => `${name}.${n}@exemplu.ro`);
    case 'date-time':
      return instant.map((date) => date.toISOString());
    case 'date':
      return instant.map((date) => date.toISOString().slice(0, 10));
    case 'uuid':
      return fc.uuid();
    case 'uri':
      return fc.stringMatching(/^[a-z]{3,12}$/).map((slug) => `https://cuib.ro/${slug}`);
    default:
      return undefined;
  }
}

/**
 * A new password as a careful person makes one: random letters, digits and signs, at least 12 long
 * where the schema allows. A service may refuse a guessable one (a strength check no schema can
 * state), so a generated `format: password` is never guessable.
 */
function passwordArbitrary(schema: Schema): fc.Arbitrary<string> {
  const min = Math.max((schema.minLength as number | undefined) ?? 0, 12);
  const max = Math.max(Math.min((schema.maxLength as number | undefined) ?? min + 8, min + 8), (schema.minLength as number | undefined) ?? 0);
  return fc.string({ unit: fc.constantFrom(...'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789#%+=!?'), minLength: Math.min(min, max), maxLength: max });
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'password') return passwordArbitrary(schema);
  const { min, max } = stringLengths(schema);
  const format = typeof schema.format === 'string' ? formatted(schema.format) : undefined;
  if (format) return format;
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern as string)).filter((text) => text.length >= min && text.length <= ((schema.maxLength as number | undefined) ?? Infinity));
  }
  return fc.string({ unit: fc.constantFrom(...letters), minLength: min, maxLength: max });
}

/** An arbitrary of values valid against `schema`; the contract's own examples come up often. */
export function arbitraryOf(document: Json, raw: unknown, depth = 0): fc.Arbitrary<unknown> {
  const schema = deref<Schema>(document, raw ?? {});
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const generated = generatedArbitrary(document, schema, depth);
  const examples = examplesOf(schema);
  return examples.length ? fc.oneof({ arbitrary: fc.constantFrom(...examples), weight: 1 }, { arbitrary: generated, weight: 3 }) : generated;
}

function generatedArbitrary(document: Json, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const choices = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryOf(document, { ...withoutKeys(schema, ['oneOf', 'anyOf', 'examples', 'example']), ...deref<Schema>(document, choice) }, depth)));
  if (Array.isArray(schema.allOf)) {
    return fc.tuple(...(schema.allOf as unknown[]).map((part) => arbitraryOf(document, part, depth))).map((parts) => Object.assign({}, ...parts.map((part) => (part && typeof part === 'object' ? part : {}))));
  }
  const types = typesOf(schema);
  if (types.length === 0) return fc.constant({});
  return fc.oneof(...types.map((type) => typedArbitrary(document, schema, type, depth)));
}

function typedArbitrary(document: Json, schema: Schema, type: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const { min, max } = bounds(schema, 0, 100_000);
      // Prices and ratings: two fraction digits at most, unless `multipleOf` says the step.
      const step = typeof schema.multipleOf === 'number' ? schema.multipleOf : type === 'integer' ? 1 : 0.01;
      return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((steps) => Number((steps * step).toFixed(10)));
    }
    case 'string':
      return stringArbitrary(schema);
    case 'array': {
      const minLength = (schema.minItems as number | undefined) ?? 0;
      const maxLength = Math.min((schema.maxItems as number | undefined) ?? minLength + 3, minLength + 3);
      if (Array.isArray(schema.prefixItems)) return fc.tuple(...(schema.prefixItems as unknown[]).map((item) => arbitraryOf(document, item, depth + 1)));
      const items = arbitraryOf(document, schema.items, depth + 1);
      return schema.uniqueItems ? fc.uniqueArray(items, { minLength, maxLength, selector: (value) => JSON.stringify(value) }) : fc.array(items, { minLength, maxLength });
    }
    default: {
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      // Deep optional parts are left out: a request never needs them, and recursion must end.
      const names = Object.keys(properties).filter((name) => required.has(name) || depth < 4);
      return fc.record(Object.fromEntries(names.map((name) => [name, arbitraryOf(document, properties[name], depth + 1)])), { requiredKeys: names.filter((name) => required.has(name)) });
    }
  }
}

const withoutKeys = (schema: Schema, keys: string[]) => Object.fromEntries(Object.entries(schema).filter(([key]) => !keys.includes(key)));

export type Edge = 'low' | 'high';

/**
 * The value at one edge of what `schema` allows: numbers at their minimum (or maximum), strings
 * and arrays at their shortest (or longest), objects with only their required properties (or
 * all). A string pattern or format takes the contract's example, which satisfies it.
 */
export function edgeValue(document: Json, raw: unknown, edge: Edge, depth = 0): unknown {
  const schema = deref<Schema>(document, raw ?? {});
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return edge === 'low' ? schema.enum[0] : schema.enum.at(-1);
  const choices = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (choices) return edgeValue(document, { ...withoutKeys(schema, ['oneOf', 'anyOf']), ...deref<Schema>(document, choices[0]) }, edge, depth);
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...(schema.allOf as unknown[]).map((part) => edgeValue(document, part, edge, depth)));
  const examples = examplesOf(schema);
  const type = typesOf(schema).find((candidate) => candidate !== 'null') ?? typesOf(schema)[0];
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return edge === 'high';
    case 'integer':
    case 'number': {
      const { min, max } = bounds(schema, 0, 2_147_483_647);
      const step = typeof schema.multipleOf === 'number' ? schema.multipleOf : undefined;
      if (!step) return edge === 'low' ? min : max;
      return Number(((edge === 'low' ? Math.ceil(min / step) : Math.floor(max / step)) * step).toFixed(10));
    }
    case 'string': {
      if (schema.format || schema.pattern) return examples[0] ?? fc.sample(stringArbitrary(schema), { seed: edge === 'low' ? 1 : 2, numRuns: 1 })[0];
      const length = edge === 'low' ? ((schema.minLength as number | undefined) ?? 0) : ((schema.maxLength as number | undefined) ?? 1000);
      return 'ș'.repeat(length);
    }
    case 'array': {
      if (Array.isArray(schema.prefixItems)) return (schema.prefixItems as unknown[]).map((item) => edgeValue(document, item, edge, depth + 1));
      const count = edge === 'low' ? ((schema.minItems as number | undefined) ?? 0) : Math.min((schema.maxItems as number | undefined) ?? 3, 200);
      const item = edgeValue(document, schema.items, edge, depth + 1);
      return Array.from({ length: count }, (_, index) => (schema.uniqueItems && typeof item === 'number' ? item - (edge === 'high' ? index : -index) : item));
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const names = Object.keys(properties).filter((name) => required.has(name) || (edge === 'high' && depth < 3));
      return Object.fromEntries(names.map((name) => [name, edgeValue(document, properties[name], edge, depth + 1)]));
    }
    default:
      return examples[0] ?? {};
  }
}

/** The example value of a schema or a parameter, when the contract gives one. */
export function exampleOf(document: Json, holder: Json | undefined, schema?: unknown): unknown {
  if (holder && 'example' in holder) return holder.example;
  const named = holder?.examples as Record<string, { value?: unknown }> | unknown[] | undefined;
  if (Array.isArray(named) && named.length) return named[0];
  if (named && typeof named === 'object' && !Array.isArray(named)) {
    const first = Object.values(named)[0];
    if (first && 'value' in first) return first.value;
  }
  if (schema === undefined) return undefined;
  const resolved = deref<Schema>(document, schema);
  return examplesOf(resolved)[0];
}
