/**
 * Loads a contract from `openapi/` (or from any commit) as one self-contained document: a `$ref`
 * into a sibling file (`./components/problem.yaml#/Problem`) is inlined, while a `$ref` inside the
 * contract (`#/components/…`) stays a reference, so recursive schemas stay finite. The tools for
 * backend teams (contract:check, contract:diff, docs:api) all read contracts through here.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, posix, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { backends, type Backend } from './backends.ts';

export { backends, type Backend };

export type Json = Record<string, unknown>;

/**
 * Where `openapi/` is: the repository, or the packed contract checker's own folder, whose single
 * bundled file sits beside the contracts it carries.
 */
export const root = existsSync(join(import.meta.dirname, 'openapi')) ? import.meta.dirname : resolve(import.meta.dirname, '../..');

/** Reads a file of `openapi/` from the working tree, or from a commit when `ref` is given. */
export type FileReader = (path: string) => string;

export const workingTree: FileReader = (path) => readFileSync(join(root, path), 'utf8');

export function atCommit(ref: string): FileReader {
  return (path) => execFileSync('git', ['show', `${ref}:${path}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The value at a JSON pointer (`/components/schemas/Variant`) inside `document`. */
export function atPointer(document: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return document;
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((part) => decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
}

/** `node` with every `$ref` inside its own document (`#/…`) made a reference into `document` (`problem.yaml#/…`). */
export function withLocalRefsOf(document: string, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((item) => withLocalRefsOf(document, item));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${document}${value}` : withLocalRefsOf(document, value)]));
}

function inlineExternal(node: unknown, file: string, read: FileReader, cache: Map<string, unknown>): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineExternal(item, file, read, cache));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string' && !ref.startsWith('#')) {
    const [target, pointer = ''] = ref.split('#');
    const path = posix.normalize(posix.join(posix.dirname(file), target!));
    if (!cache.has(path)) cache.set(path, parse(read(path)));
    // Inside the sibling file, its own `#/…` refs point into it: rewrite them as file refs first.
    return inlineExternal(withLocalRefsOf(target!, atPointer(cache.get(path), pointer)), path, read, cache);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inlineExternal(value, file, read, cache)]));
}

/** The contract of `backend`, self-contained, read through `read` (the working tree by default). */
export function loadContract(backend: string, read: FileReader = workingTree): Json {
  return loadDocument(`openapi/${backend}.yaml`, read);
}

/** Any contract file (a path relative to `read`'s root), self-contained. */
export function loadDocument(file: string, read: FileReader = workingTree): Json {
  return inlineExternal(parse(read(file)), file, read, new Map()) as Json;
}

/** Every file a document's `$ref`s name outside itself, as paths or URLs relative to `file`. */
function externalTargets(node: unknown, file: string, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) externalTargets(item, file, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) found.add(new URL(value.split('#')[0]!, file).href);
      else externalTargets(value, file, found);
    }
  }
  return found;
}

/**
 * A contract named by what a person types: one of ours (`watchdog`), a file (`./api/openapi.yaml`)
 * or a URL. Files and pages it refers to are read too, before it is made self-contained.
 */
export async function loadContractFrom(location: string): Promise<{ name: string; document: Json }> {
  if (isBackend(location)) return { name: location, document: loadContract(location) };
  const remote = /^https?:\/\//i.test(location);
  const start = remote ? new URL(location).href : pathToFileURL(resolve(location)).href;
  const texts = new Map<string, string>();
  const read = async (href: string) => {
    if (remote || href.startsWith('http')) {
      const response = await fetch(href, { signal: AbortSignal.timeout(30_000) });
      if (!response.ok) throw new Error(`${href} answered ${response.status}`);
      return response.text();
    }
    return readFileSync(fileURLToPath(href), 'utf8');
  };
  const pending = [start];
  while (pending.length) {
    const href = pending.pop()!;
    if (texts.has(href)) continue;
    let text: string;
    try {
      text = await read(href);
    } catch (error) {
      throw new Error(`Cannot read the contract ${href === start ? location : href}: ${(error as Error).message}`);
    }
    texts.set(href, text);
    pending.push(...[...externalTargets(parse(text), href)].filter((target) => !texts.has(target)));
  }
  // inlineExternal joins paths the POSIX way: the URLs themselves serve as those paths.
  const document = loadDocument(start, (href) => texts.get(new URL(href).href) ?? (() => { throw new Error(`Cannot read ${href}`); })());
  if (typeof document.openapi !== 'string' || !/^3\.[01]\./.test(document.openapi)) throw new Error(`${location} is not an OpenAPI 3.0 or 3.1 document`);
  const name = remote ? new URL(location).pathname.split('/').pop()! : basename(location);
  return { name: name.replace(/\.(ya?ml|json)$/i, '') || 'contract', document };
}

/** Follows internal `$ref`s until a node that is not a reference. */
export function deref<T = Json>(document: Json, node: unknown): T {
  let current = node as Json;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 50; hops++) {
    current = atPointer(document, (current.$ref as string).slice(1)) as Json;
  }
  return current as T;
}

export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  operation: Json;
  /** Path-level and operation-level parameters, references followed. */
  parameters: Json[];
}

/** Every operation of a contract, in the contract's order. */
export function operationsOf(document: Json): ContractOperation[] {
  const list: ContractOperation[] = [];
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    const shared = ((item.parameters ?? []) as unknown[]).map((p) => deref(document, p));
    for (const method of httpMethods) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const own = ((operation.parameters ?? []) as unknown[]).map((p) => deref(document, p));
      const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      list.push({ operationId: String(operation.operationId), method: method.toUpperCase(), path, operation, parameters });
    }
  }
  return list;
}

export const contractFile = (backend: string) => join(root, 'openapi', `${backend}.yaml`);
export const isBackend = (name: string): name is Backend => (backends as readonly string[]).includes(name);
