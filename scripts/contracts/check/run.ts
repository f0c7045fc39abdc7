/**
 * contract:check's run against one base URL: the stateful sequences (ours, and those the
 * contracts' `links` imply), then every selected operation's requests (and, for one that declares
 * security, the same request without credentials). Ids come from the service's own catalogue.
 */
import { loadContractFrom, operationsOf, type ContractOperation, type Json } from '../load.ts';
import { casesFor, exampleInput } from './cases.ts';
import { requiredSecurity, sendAndJudge, type CheckedContract } from './judge.ts';
import { discoverVariantIds, withKnownIds } from './known-ids.ts';
import { runLinkSequences } from './links.ts';
import { prepare, type Outcome } from './send.ts';
import { runSequences, type SequenceOptions } from './sequences.ts';
import { validatorFor } from './validate.ts';

export interface CheckOptions extends SequenceOptions {
  /** Our contracts by name, or contract files and URLs. */
  contracts: string[];
  /** Only these operation ids (of any of the contracts). */
  operations?: string[];
  /** Property-based requests per operation. */
  runs: number;
  onProgress?: (line: string) => void;
}

export interface ContractResult {
  name: string;
  title: string;
  version: string;
  operations: number;
  outcomes: Outcome[];
  skipped: string[];
}

export interface CheckReport {
  baseUrl: string;
  seed: number;
  startedAt: string;
  contracts: ContractResult[];
}

/** One failure for a service that does not answer at all, instead of one per request. */
async function unreachable(baseUrl: string, timeoutMs: number): Promise<string | undefined> {
  try {
    const response = await fetch(baseUrl, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return undefined;
  } catch (error) {
    return `${baseUrl} does not answer: ${(error as Error).cause ?? (error as Error).message}`;
  }
}

export async function runCheck(options: CheckOptions): Promise<CheckReport> {
  const report: CheckReport = { baseUrl: options.baseUrl, seed: options.seed, startedAt: new Date().toISOString(), contracts: [] };
  const loaded: (CheckedContract & { operations: ContractOperation[] })[] = [];
  for (const location of options.contracts) {
    const { name, document } = await loadContractFrom(location);
    const operations = operationsOf(document).filter((operation) => !options.operations || options.operations.includes(operation.operationId));
    loaded.push({ name, document, validator: validatorFor(document), operations });
  }
  if (options.operations) {
    const known = new Set(loaded.flatMap(({ operations }) => operations.map((operation) => operation.operationId)));
    const unknown = options.operations.filter((id) => !known.has(id));
    if (unknown.length) throw new Error(`No operation ${unknown.join(', ')} in ${options.contracts.join(', ')}`);
  }
  const down = await unreachable(options.baseUrl, options.timeoutMs);
  const discovered = down ? [] : await discoverVariantIds(options);
  const known = options.variantId ? [options.variantId, ...discovered.filter((id) => id !== options.variantId)] : discovered;
  const total = loaded.reduce((sum, { operations }) => sum + operations.length, 0);
  let done = 0;
  for (const contract of loaded) {
    const info = contract.document.info as Json;
    const result: ContractResult = { name: contract.name, title: String(info.title), version: String(info.version), operations: contract.operations.length, outcomes: [], skipped: [] };
    report.contracts.push(result);
    if (down) {
      if (report.contracts.length > 1) {
        result.skipped.push(`${contract.name}: not run, as the service does not answer`);
        continue;
      }
      result.outcomes.push({ contract: contract.name, operationId: '(the service)', kind: 'reachable', expect: 'valid', method: 'HEAD', url: options.baseUrl, curl: `curl -I '${options.baseUrl}'`, durationMs: 0, problems: [{ check: 'unreachable', message: down }], excerpt: '' });
      continue;
    }
    // An operation's first call may wake a cold service (a first search, a first password hash):
    // it is judged on everything but its time.
    const warmed = new Set<string>();
    const timedOnce = (operationId: string) => warmed.has(operationId) || (warmed.add(operationId), false);
    // The sequences go first, before the bad requests may have used up a rate limit.
    for (const sequences of [
      await runSequences(contract, contract.operations, { ...options, variantId: known[0], timedOnce }),
      await runLinkSequences(contract, contract.operations, { ...options, timedOnce, withKnownIds: withKnownIds(known) }),
    ]) {
      result.outcomes.push(...sequences.outcomes);
      result.skipped.push(...sequences.skipped);
    }
    for (const operation of contract.operations) {
      const cases = casesFor(contract.document, operation, options);
      if (requiredSecurity(contract.document, operation)) {
        cases.push({ operationId: operation.operationId, kind: 'without credentials', expect: 'anonymous', input: exampleInput(contract.document, operation, options.seed) });
      }
      let failed = 0;
      for (const testCase of cases) {
        const request = prepare(contract.document, operation, testCase.input, options, { credentials: testCase.expect !== 'anonymous' });
        const { outcome } = await sendAndJudge(contract, operation, testCase, request, options, { timed: timedOnce(operation.operationId) });
        if (outcome.problems.length) failed++;
        result.outcomes.push(outcome);
      }
      options.onProgress?.(`[${++done}/${total}] ${contract.name} ${operation.operationId}: ${cases.length} requests${failed ? `, ${failed} failed` : ''}`);
    }
  }
  return report;
}

export const failuresOf = (report: CheckReport) => report.contracts.flatMap((contract) => contract.outcomes.filter((outcome) => outcome.problems.length > 0));
