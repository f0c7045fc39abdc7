/**
 * Reads the Vitest JSON report of the last `npm test` and prints `N passed, N failed[, N skipped]`,
 * summed over every runner (unit, storybook, e2e). A missing or unreadable report counts as one failure,
 * so a crashed run can never look green.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
}

export function summaryLine(file = resolve(import.meta.dirname, '..', '.test-results', 'vitest.json')): string {
  let report: VitestReport;
  try {
    report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  } catch {
    return '0 passed, 1 failed';
  }
  // A file that failed to load has no tests of its own to count; count the file.
  const failed = report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0);
  const skipped = report.numPendingTests + report.numTodoTests;
  return `${report.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

if (import.meta.main) console.log(summaryLine());
