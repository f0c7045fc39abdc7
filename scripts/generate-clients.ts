/**
 * Regenerates `generated/<backend>/` from `openapi/<backend>.yaml`: hey-api's SDK, types, zod schemas
 * and TanStack Query options, then `runtime.gen.ts`, which hands the shared runtime
 * (`generated/runtime/`) the required inputs of every operation.
 *
 *   node scripts/generate-clients.ts            # write into generated/
 *   node scripts/generate-clients.ts --check    # regenerate into a temporary folder, fail on any difference
 *   node scripts/generate-clients.ts likes      # only the named backends
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@hey-api/openapi-ts';
import { parse } from 'yaml';
import { backends, generationJob } from '../openapi-ts.config.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The contracts and outputs in openapi-ts.config.ts are relative to the repository root.
process.chdir(root);
const check = process.argv.includes('--check');
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const selected = backends.filter((backend) => named.length === 0 || named.includes(backend));

type Json = Record<string, unknown>;
const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const locationOrder = { path: 0, query: 1, header: 2, cookie: 3, body: 4 } as const;

/** Follows `$ref`s inside a contract and into sibling files (`./components/x.yaml#/Name`). */
function resolver(file: string) {
  const documents = new Map<string, Json>();
  const load = (path: string) => {
    if (!documents.has(path)) documents.set(path, parse(readFileSync(path, 'utf8')) as Json);
    return documents.get(path)!;
  };
  const deref = (value: unknown, from: string): [Json, string] => {
    let node = value as Json;
    let base = from;
    while (node && typeof node.$ref === 'string') {
      const [target = '', pointer = ''] = (node.$ref as string).split('#');
      if (target) base = resolve(dirname(base), target);
      node = pointer
        .split('/')
        .filter(Boolean)
        .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce<Json>((acc, part) => acc[part] as Json, load(base));
    }
    return [node, base];
  };
  return { root: load(file), deref };
}

const camel = (name: string) => name.replace(/[_-]+([a-z0-9])/gi, (_, c: string) => c.toUpperCase());

function operationsOf(contract: string) {
  const { root: document, deref } = resolver(contract);
  const operations = [];
  for (const [url, rawItem] of Object.entries((document.paths ?? {}) as Json)) {
    const [item, itemBase] = deref(rawItem, contract);
    for (const method of methods) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const required: { name: string; field: string; in: keyof typeof locationOrder }[] = [];
      const parameters = [...((item.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])];
      for (const raw of parameters) {
        const [parameter] = deref(raw, itemBase);
        if (parameter.required) {
          const name = parameter.name as string;
          required.push({ name, field: camel(name), in: parameter.in as keyof typeof locationOrder });
        }
      }
      if (operation.requestBody) {
        const [body] = deref(operation.requestBody, itemBase);
        if (body.required) {
          const field = (operation['x-codegen-request-body-name'] ?? body['x-codegen-request-body-name'] ?? 'body') as string;
          required.push({ name: 'body', field, in: 'body' });
        }
      }
      required.sort((a, b) => locationOrder[a.in] - locationOrder[b.in]);
      operations.push({ operationId: operation.operationId as string, method: method.toUpperCase(), url, required });
    }
  }
  return operations;
}

/**
 * An example value for a schema: its own `examples[0]`/`example` when the contract gives one,
 * else one built from its parts. Mocks answer with these, so they always match the contract.
 */
function exampleOf(raw: unknown, base: string, deref: ReturnType<typeof resolver>['deref'], depth = 0): unknown {
  const [schema, at] = deref(raw, base);
  if (!schema || depth > 12) return null;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('example' in schema) return schema.example;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema) return schema.default;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key] as unknown[] | undefined;
    if (options?.length) {
      const concrete = options.find((option) => deref(option, at)[0]?.type !== 'null') ?? options[0];
      return exampleOf(concrete, at, deref, depth + 1);
    }
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, at, deref, depth + 1) as object));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as Json;
    return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, exampleOf(property, at, deref, depth + 1)]));
  }
  if (type === 'array') {
    const count = Math.max(1, Number(schema.minItems ?? 1));
    return Array.from({ length: count }, () => exampleOf(schema.items, at, deref, depth + 1));
  }
  if (type === 'integer' || type === 'number') return Number(schema.minimum ?? 0);
  if (type === 'boolean') return false;
  if (type === 'string') return schema.format === 'date-time' ? '2026-11-22T10:00:00Z' : 'exemplu';
  return null;
}

/** The example answer of every operation's success response, keyed by operationId. */
function responseExamples(contract: string): Record<string, { status: number; body: unknown }> {
  const { root: document, deref } = resolver(contract);
  const examples: Record<string, { status: number; body: unknown }> = {};
  for (const rawItem of Object.values((document.paths ?? {}) as Json)) {
    const [item, itemBase] = deref(rawItem, contract);
    for (const method of methods) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const [status, rawResponse] = Object.entries(operation.responses as Json).find(([code]) => /^2\d\d$/.test(code)) ?? [];
      if (!status) continue;
      const [response, responseBase] = deref(rawResponse, itemBase);
      const media = Object.entries((response.content ?? {}) as Json).find(([type]) => type.includes('json'))?.[1] as Json | undefined;
      const body = !media ? null : 'example' in media ? media.example : media.examples
        ? (Object.values(media.examples as Json)[0] as Json).value
        : exampleOf(media.schema, responseBase, deref);
      examples[operation.operationId as string] = { status: Number(status), body };
    }
  }
  return examples;
}

function examplesModule(backend: string) {
  return `// This file is generated by scripts/generate-clients.ts from openapi/${backend}.yaml. Do not edit.

/** The contract's example answer of each operation (status and JSON body; null for none). */
export const responseExamples = ${JSON.stringify(responseExamples(join(root, 'openapi', `${backend}.yaml`)), null, 2)} as const;
`;
}

function runtimeModule(backend: string) {
  const operations = operationsOf(join(root, 'openapi', `${backend}.yaml`));
  return `// This file is generated by scripts/generate-clients.ts from openapi/${backend}.yaml. Do not edit.

import { createMiddlewareStack, createRuntimeConfig, type OperationSpec } from '../runtime';

/** Every operation of the contract with its required inputs, checked before a request is sent. */
export const operations: readonly OperationSpec[] = ${JSON.stringify(operations, null, 2)};

/** Middleware of this backend's client: an \`onError\` may answer for a failed network request. */
export const middleware = createMiddlewareStack();

/** Called by \`client.gen.ts\` when the client is created (hey-api \`runtimeConfigPath\`). */
export const createClientConfig = createRuntimeConfig(operations, middleware);
`;
}

async function generate(outDir: string) {
  // hey-api merges every programmatic config with each entry of openapi-ts.config.ts it finds,
  // which would write every backend eight times at once; naming a missing config file stops that.
  await createClient(selected.map((backend) => ({ ...generationJob(backend, outDir), configFile: 'no-config-file.ts' })));
  for (const backend of selected) {
    writeFileSync(join(outDir, backend, 'runtime.gen.ts'), runtimeModule(backend));
    writeFileSync(join(outDir, backend, 'examples.gen.ts'), examplesModule(backend));
  }
}

if (check) {
  const scratch = mkdtempSync(join(tmpdir(), 'cuib-generated-'));
  try {
    await generate(scratch);
    cpSync(join(root, 'generated', 'runtime'), join(scratch, 'runtime'), { recursive: true });
    try {
      execFileSync('git', ['diff', '--no-index', '--stat', join(root, 'generated'), scratch], { stdio: 'inherit' });
      console.log('generated/ is up to date with openapi/.');
    } catch {
      console.error('generated/ differs from what openapi/ generates: run `npm run generate` and commit the result.');
      process.exitCode = 1;
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
} else {
  await generate(join(root, 'generated'));
}
