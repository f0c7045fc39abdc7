/**
 * Judges values by the contract itself, not by code generated from it: a contract edited a minute
 * ago (or one that is not ours) is enforced as it reads now. Ajv with the JSON Schema 2020-12
 * dialect, which OpenAPI 3.1 schemas are; an OpenAPI 3.0 schema is first rewritten into it
 * (`nullable`, boolean `exclusiveMinimum`). Formats are ajv-formats' full ones, so a `date-time`
 * where a `date` is declared fails, as it must.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { withLocalRefsOf, type Json } from '../load.ts';

// ajv-formats is CommonJS: its function is the default export's default under Node's ESM loader.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

/** The contract's id inside Ajv; a schema's `#/components/…` references are rewritten to it. */
const contractId = 'https://contract.invalid/openapi.json';

/** OpenAPI 3.0's schema dialect, rewritten as JSON Schema 2020-12. */
function fromOpenApi30(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(fromOpenApi30);
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fromOpenApi30(value)])) as Json;
  if (schema.nullable === true && typeof schema.type === 'string') {
    schema.type = [schema.type, 'null'];
    if (Array.isArray(schema.enum)) schema.enum = [...schema.enum, null];
  }
  for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (typeof schema[flag] === 'boolean') {
      if (schema[flag] && typeof schema[bound] === 'number') schema[flag] = schema[bound];
      else delete schema[flag];
      if (typeof schema[flag] === 'number') delete schema[bound];
    }
  }
  return schema;
}

export interface Issue {
  /** Where, as a dotted path into the value (`items.0.price`; empty for the value itself). */
  path: string;
  message: string;
}

function issueOf(error: ErrorObject): Issue {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (error.keyword === 'required') return { path: `${path ? `${path}.` : ''}${(error.params as { missingProperty: string }).missingProperty}`, message: 'missing, and required' };
  const allowed = error.keyword === 'enum' ? ` (${(error.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ')})` : '';
  return { path, message: `${error.message ?? 'invalid'}${allowed}` };
}

export interface Validator {
  /** What is wrong with `value` against `schema` (a node of the contract), at most three; empty when valid. */
  errors(schema: unknown, value: unknown): string[];
  /** The same, each with where it is. */
  issues(schema: unknown, value: unknown): Issue[];
}

export function validatorFor(document: Json): Validator {
  const legacy = String(document.openapi ?? '').startsWith('3.0');
  const prepared = (legacy ? fromOpenApi30(document) : document) as Json;
  // strict: false, as a contract's schemas carry OpenAPI's own words (example, discriminator, xml).
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, validateFormats: true });
  addFormats(ajv);
  // OpenAPI's own formats: sizes of numbers and kinds of strings that JSON Schema does not check.
  for (const name of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) ajv.addFormat(name, true);
  ajv.addSchema(prepared, contractId);
  const compiled = new WeakMap<object, ValidateFunction>();
  const issues = (schema: unknown, value: unknown): Issue[] => {
    if (!schema || typeof schema !== 'object') return [];
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(withLocalRefsOf(contractId, legacy ? fromOpenApi30(schema) : schema) as Json);
      compiled.set(schema, validate);
    }
    return validate(value) ? [] : (validate.errors ?? []).slice(0, 3).map(issueOf);
  };
  return { issues, errors: (schema, value) => issues(schema, value).map((issue) => `${issue.path || '(root)'}: ${issue.message}`) };
}
