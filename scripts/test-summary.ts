/**
 * Reads the Vitest JSON reports of the last `npm test` (`.test-results/*.json`: one per Vitest run)
 * and prints `N passed, N failed[, N skipped]`, summed over every runner (unit, storybook, e2e). No
 * report, or an unreadable one, counts as one failure, so a crashed run can never look green.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
}

const reportsFolder = resolve(import.meta.dirname, '..', '.test-results');

/** The reports in `folder` (every `.json` file), each read, or null where it cannot be. */
function readReports(folder: string): (VitestReport | null)[] {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.map((name) => {
    try {
      return JSON.parse(readFileSync(join(folder, name), 'utf8')) as VitestReport;
    } catch {
      return null;
    }
  });
}

export function summaryLine(folder = reportsFolder): string {
  const reports = readReports(folder);
  if (reports.length === 0) return '0 passed, 1 failed';
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const report of reports) {
    if (!report) {
      failed += 1;
      continue;
    }
    passed += report.numPassedTests;
    // A file that failed to load has no tests of its own to count; count the file.
    failed += report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0);
    skipped += report.numPendingTests + report.numTodoTests;
  }
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

if (import.meta.main) console.log(summaryLine());
