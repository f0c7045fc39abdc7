/**
 * Breaking-change detection between two versions of a contract, classified by api-smart-diff
 * (it understands OpenAPI 3.1's JSON Schema). A breaking change is allowed only with a major bump
 * of the contract's `info.version` (a minor one while the major is 0), so that a backend team
 * always learns of it from the version.
 */
import { execFileSync } from 'node:child_process';
import { apiCompare } from 'api-smart-diff';
import { atCommit, deref, loadContract, root, type FileReader, type Json } from './load.ts';

export interface Change {
  type: string;
  action: string;
  /** Where in the contract, as a JSON path (`paths./v2/search.post.requestBody`). */
  where: string;
  description: string;
}

export interface ContractComparison {
  backend: string;
  versionBefore: string | null;
  versionAfter: string;
  breaking: Change[];
  other: Change[];
  /** Breaking changes come with the version bump they need (or there are none). */
  ok: boolean;
}

/** Paths that end in documentation only (not a property that happens to be named `title`). */
const wording = /(?<!(^|\.)properties)\.(description|summary|title|examples?|externalDocs|x-[\w-]+)$/;

const semver = (version: string) => version.split('.').map((part) => Number.parseInt(part, 10) || 0);

/** Whether going from `before` to `after` is a bump that may break clients. */
export function isBreakingBump(before: string, after: string): boolean {
  const [majorBefore = 0, minorBefore = 0] = semver(before);
  const [majorAfter = 0, minorAfter = 0] = semver(after);
  return majorAfter > majorBefore || (majorBefore === 0 && majorAfter === 0 && minorAfter > minorBefore);
}

type Diff = ReturnType<typeof apiCompare>['diffs'][number];

/** Formats that are hints for showing a value, not constraints on it. */
const annotationFormats = new Set(['password']);

/** The node at `path`, following `$ref`s on the way. */
function walk(document: Json, path: readonly (string | number)[]): Json | undefined {
  let node: unknown = document;
  for (const key of path) node = deref<Json | undefined>(document, (node as Json | undefined)?.[key]);
  return node as Json | undefined;
}

/**
 * api-smart-diff's words, with a parameter named for what it is after the change (before it, for a
 * removal): it calls a parameter „required” whatever its `required` says.
 */
function describe(diff: Diff, before: Json, after: Json): string {
  const where = diff.path.join('.');
  const text = diff.description || `${diff.action} ${where}`;
  const at = diff.path.lastIndexOf('parameters');
  if (at < 0 || typeof diff.path[at + 1] !== 'number') return text;
  const parameter = walk(diff.action === 'remove' && diff.path.length === at + 2 ? before : after, diff.path.slice(0, at + 2));
  const status = parameter?.required === true ? 'required' : 'optional';
  return text.replace(/(?:required |optional )?(query|path|header|cookie) parameter/, `${status} $1 parameter`);
}

const types = (value: unknown) => new Set(Array.isArray(value) ? value : value === undefined ? [] : [value]);

/**
 * api-smart-diff judges from a client's side only (a response field dropped or an enum value no
 * longer sent harms no client). A contract binds the backend team too, and our pages read those
 * fields, so these also count as breaking: a removed field, a removed enum value, and a type that
 * no longer allows everything it allowed.
 */
function isBreaking(diff: Diff): boolean {
  const where = diff.path.join('.');
  if (wording.test(where)) return false;
  // An input becoming required breaks a client that leaves it out, even when its schema has a
  // `default` (api-smart-diff lets that pass: the default is what the service assumed, not sent).
  const request = diff.path.includes('requestBody') || diff.path.includes('parameters');
  if (request && diff.action === 'add' && (diff.path.at(-2) === 'required' || diff.path.at(-1) === 'required')) return true;
  if (diff.type === 'breaking') return true;
  const parent = diff.path.at(-2);
  if (diff.action === 'remove' && (parent === 'properties' || parent === 'enum')) return true;
  if (parent === 'enum' && diff.action === 'replace') return true;
  if (diff.path.at(-1) === 'type' && diff.action === 'replace') {
    const after = types(diff.after);
    return [...types(diff.before)].some((type) => !after.has(type));
  }
  return false;
}

/** Compares two self-contained contracts; `before` is null when the contract is new. */
export function compareContracts(backend: string, before: Json | null, after: Json): ContractComparison {
  const versionAfter = String((after.info as Json | undefined)?.version ?? '');
  if (!before) return { backend, versionBefore: null, versionAfter, breaking: [], other: [], ok: true };
  const versionBefore = String((before.info as Json | undefined)?.version ?? '');
  const breaking: Change[] = [];
  const other: Change[] = [];
  for (const diff of apiCompare(before, after).diffs) {
    // Every used component shows again under the operations that use it, with its context there.
    if (diff.path[0] === 'components') continue;
    const where = diff.path.join('.');
    // A format that only says how to show a value (a password is obscured) narrows nothing.
    const hint = diff.path.at(-1) === 'format' && annotationFormats.has(String(diff.after ?? diff.before));
    const change = { type: hint ? 'annotation' : isBreaking(diff) ? 'breaking' : diff.type, action: diff.action, where, description: describe(diff, before, after) };
    (change.type === 'breaking' ? breaking : other).push(change);
  }
  return { backend, versionBefore, versionAfter, breaking, other, ok: breaking.length === 0 || isBreakingBump(versionBefore, versionAfter) };
}

/** The contract as it was in `ref`, or null when it did not exist there. */
export function contractAt(backend: string, read: FileReader): Json | null {
  try {
    return loadContract(backend, read);
  } catch (error) {
    if (/does not exist|exists on disk, but not in|invalid object name/i.test(String((error as { stderr?: unknown }).stderr ?? error))) return null;
    throw error;
  }
}

export function compareWithCommit(backend: string, ref: string, after: Json = loadContract(backend)): ContractComparison {
  return compareContracts(backend, contractAt(backend, atCommit(ref)), after);
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/**
 * The commit the working tree branched from, to compare against: `CUIB_CONTRACT_BASE` when set;
 * else where HEAD left the upstream main; on main itself, the commit before HEAD. Undefined
 * when the history does not reach that far (a shallow clone).
 */
export function branchPoint(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CUIB_CONTRACT_BASE) return env.CUIB_CONTRACT_BASE;
  try {
    const head = git('rev-parse', 'HEAD');
    for (const upstream of ['origin/main', 'main']) {
      try {
        const base = git('merge-base', 'HEAD', upstream);
        if (base !== head) return base;
      } catch {
        // no such branch here
      }
    }
    return git('rev-parse', '--verify', 'HEAD^');
  } catch {
    return undefined;
  }
}
