/** contract:check's run: every selected operation's requests, then the stateful sequences, against one base URL. */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContract, operationsOf, root, type Json } from '../load.ts';
import { casesFor } from './cases.ts';
import { prepare, sendAndJudge, type Outcome, type ZodModule } from './send.ts';
import { runSequences, type SequenceOptions } from './sequences.ts';

export interface CheckOptions extends SequenceOptions {
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

export async function runCheck(options: CheckOptions): Promise<CheckReport> {
  const report: CheckReport = { baseUrl: options.baseUrl, seed: options.seed, startedAt: new Date().toISOString(), contracts: [] };
  const loaded = options.contracts.map((name) => {
    const document = loadContract(name);
    const operations = operationsOf(document).filter((operation) => !options.operations || options.operations.includes(operation.operationId));
    return { name, document, operations };
  });
  if (options.operations) {
    const known = new Set(loaded.flatMap(({ operations }) => operations.map((operation) => operation.operationId)));
    const unknown = options.operations.filter((id) => !known.has(id));
    if (unknown.length) throw new Error(`No operation ${unknown.join(', ')} in ${options.contracts.join(', ')}`);
  }
  const total = loaded.reduce((sum, { operations }) => sum + operations.length, 0);
  let done = 0;
  for (const { name, document, operations } of loaded) {
    const zod = (await import(pathToFileURL(join(root, 'generated', name, 'zod.gen.ts')).href)) as ZodModule;
    const info = document.info as Json;
    const result: ContractResult = { name, title: String(info.title), version: String(info.version), operations: operations.length, outcomes: [], skipped: [] };
    report.contracts.push(result);
    // The sequences go first, before the bad requests may have used up a rate limit.
    const sequences = await runSequences(name, document, operations, zod, options);
    result.outcomes.push(...sequences.outcomes);
    result.skipped.push(...sequences.skipped);
    for (const operation of operations) {
      const cases = casesFor(document, operation, options);
      let failed = 0;
      for (const testCase of cases) {
        const request = prepare(document, operation, testCase.input, options);
        const { outcome } = await sendAndJudge(name, document, operation, zod, testCase, request, options);
        if (outcome.problems.length) failed++;
        result.outcomes.push(outcome);
      }
      options.onProgress?.(`[${++done}/${total}] ${name} ${operation.operationId}: ${cases.length} requests${failed ? `, ${failed} failed` : ''}`);
    }
  }
  return report;
}

export const failuresOf = (report: CheckReport) => report.contracts.flatMap((contract) => contract.outcomes.filter((outcome) => outcome.problems.length > 0));
