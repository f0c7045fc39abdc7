/**
 * `npm run contract:diff -- --base <git ref> [--contract NAME] [--all]`: compares every contract
 * (or the one named) with the same contract at another commit and fails on breaking changes that
 * come without a major bump of the contract's `info.version`. Without `--base` it compares with
 * the branch point (see `branchPoint()`).
 */
import { parseArgs } from 'node:util';
import { branchPoint, compareWithCommit, type ContractComparison } from './contracts/diff.ts';
import { backends, isBackend } from './contracts/load.ts';

const usage = 'Usage: npm run contract:diff -- [--base <git ref>] [--contract <name>] [--all]';

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

let options;
try {
  options = parseArgs({ options: { base: { type: 'string' }, contract: { type: 'string' }, all: { type: 'boolean' }, help: { type: 'boolean' } } }).values;
} catch (error) {
  fail((error as Error).message);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}
if (options.contract && !isBackend(options.contract)) fail(`Unknown contract „${options.contract}”; one of: ${backends.join(', ')}`);
const base = options.base ?? branchPoint();
if (!base) fail('No --base given and no branch point found in the history');

const selected = options.contract ? [options.contract] : backends;
let comparisons: ContractComparison[];
try {
  comparisons = selected.map((backend) => compareWithCommit(backend, base));
} catch (error) {
  fail(`Could not read the contracts at ${base}: ${String((error as { stderr?: unknown }).stderr ?? error).trim()}`);
}

for (const result of comparisons) {
  const version = result.versionBefore === null ? `new, ${result.versionAfter}` : result.versionBefore === result.versionAfter ? result.versionAfter : `${result.versionBefore} → ${result.versionAfter}`;
  const verdict = result.breaking.length === 0 ? 'no breaking change' : result.ok ? `${result.breaking.length} breaking, allowed by the version bump` : `${result.breaking.length} BREAKING without a major version bump`;
  console.log(`${result.ok ? '✓' : '✗'} ${result.backend} (${version}): ${verdict}${result.other.length ? `, ${result.other.length} other` : ''}`);
  for (const change of result.breaking) console.log(`    breaking  ${change.description}\n              at ${change.where}`);
  if (options.all) for (const change of result.other) console.log(`    ${change.type.padEnd(9)} ${change.description}`);
}
const failed = comparisons.filter((result) => !result.ok);
console.log(`\nCompared with ${base}: ${failed.length === 0 ? 'compatible' : `${failed.length} contract(s) break their clients; bump info.version's major or undo the change`}`);
process.exit(failed.length === 0 ? 0 : 1);
