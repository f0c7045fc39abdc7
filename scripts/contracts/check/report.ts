/**
 * contract:check's output: a one-screen summary, JUnit XML for CI, and an HTML report for a backend
 * team. Failures are grouped by operation, check and cause, with a count and one example request:
 * one dropped field reads as one finding, not as every request that showed it.
 */
import { failuresOf, type CheckReport } from './run.ts';
import type { Check, Outcome } from './send.ts';

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const slowest = (outcomes: Outcome[]) => outcomes.reduce<Outcome | undefined>((worst, outcome) => (!worst || outcome.durationMs > worst.durationMs ? outcome : worst), undefined);

export interface FailureGroup {
  contract: string;
  operationId: string;
  check: Check;
  /** The cause, as the first request that showed it put it. */
  message: string;
  /** How many requests showed it. */
  count: number;
  example: Outcome;
}

/** Numbers (ids, positions, times) differ between requests with one cause: they do not split a group. */
const causeOf = (message: string) => message.replace(/\d+/g, '#');

export function groupFailures(report: CheckReport): FailureGroup[] {
  const groups = new Map<string, FailureGroup>();
  for (const failure of failuresOf(report)) {
    for (const problem of failure.problems) {
      const key = [failure.contract, failure.operationId, problem.check, causeOf(problem.message)].join('\u0000');
      const group = groups.get(key);
      if (group) group.count++;
      else groups.set(key, { contract: failure.contract, operationId: failure.operationId, check: problem.check, message: problem.message, count: 1, example: failure });
    }
  }
  return [...groups.values()];
}

const requests = (count: number) => `${count} request${count === 1 ? '' : 's'}`;

export function summary(report: CheckReport, { reportPath, shown = 8 }: { reportPath?: string; shown?: number } = {}): string {
  const lines = [`contract:check against ${report.baseUrl}, seed ${report.seed}`];
  for (const contract of report.contracts) {
    const times = contract.outcomes.map((outcome) => outcome.durationMs);
    const failed = contract.outcomes.filter((outcome) => outcome.problems.length).length;
    const worst = slowest(contract.outcomes);
    lines.push(
      `  ${failed ? '✗' : '✓'} ${`${contract.name} ${contract.version}`.padEnd(18)} ${String(contract.operations).padStart(3)} operations ${String(contract.outcomes.length).padStart(5)} requests ${String(failed).padStart(4)} failed   p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms${worst ? `, slowest ${worst.durationMs} ms (${worst.operationId})` : ''}`,
    );
  }
  const groups = groupFailures(report);
  if (groups.length) {
    lines.push('', `Failures, by operation and cause${groups.length > shown ? ` (the first ${shown} of ${groups.length})` : ''}:`);
    for (const group of groups.slice(0, shown)) {
      const curl = group.example.curl;
      lines.push(`  ✗ ${group.contract} ${group.operationId} [${group.check}], ${requests(group.count)}: ${group.message}`, `      e.g. ${group.example.kind}: ${curl.length > 220 ? `${curl.slice(0, 217)}…` : curl}`);
    }
  }
  const skipped = report.contracts.flatMap((contract) => contract.skipped);
  if (skipped.length) lines.push('', 'Not run:', ...skipped.map((reason) => `  - ${reason}`));
  const sent = report.contracts.reduce((sum, contract) => sum + contract.outcomes.length, 0);
  const failed = failuresOf(report).length;
  lines.push(
    '',
    `${requests(sent)}, ${failed} failed${groups.length ? ` (${groups.length} cause${groups.length === 1 ? '' : 's'})` : ''}${skipped.length ? `, ${skipped.length} not run` : ''}${reportPath ? `. Every cause with a request to run again: ${reportPath}` : ''}`,
  );
  return lines.join('\n');
}

const xml = (text: string) => text.replace(/[<>&"']/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`);

/** One test case per request, and one skipped case per sequence that could not run. */
export function junit(report: CheckReport): string {
  const suites = report.contracts.map((contract) => {
    const failed = contract.outcomes.filter((outcome) => outcome.problems.length).length;
    const time = contract.outcomes.reduce((sum, outcome) => sum + outcome.durationMs, 0) / 1000;
    const cases = contract.outcomes.map((outcome) => {
      const name = xml(`${outcome.operationId} — ${outcome.kind}`);
      const message = outcome.problems.map((problem) => `[${problem.check}] ${problem.message}`).join('; ');
      const body = outcome.problems.length ? `<failure message="${xml(message)}">${xml(`${outcome.curl}\n\nanswered ${outcome.status ?? 'nothing'} ${outcome.contentType ?? ''}\n${outcome.excerpt}`)}</failure>` : '';
      return `    <testcase classname="${xml(`${contract.name}.${outcome.operationId}`)}" name="${name}" time="${outcome.durationMs / 1000}">${body}</testcase>`;
    });
    const skipped = contract.skipped.map((reason) => `    <testcase classname="${xml(`${contract.name}.sequences`)}" name="${xml(reason.split(':')[0]!)}" time="0"><skipped message="${xml(reason)}"/></testcase>`);
    return `  <testsuite name="${xml(`contract:check ${contract.name} ${contract.version}`)}" tests="${contract.outcomes.length + skipped.length}" failures="${failed}" skipped="${skipped.length}" time="${time}">\n${[...cases, ...skipped].join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="contract:check">\n${suites.join('\n')}\n</testsuites>\n`;
}

const html = xml;

export function htmlReport(report: CheckReport): string {
  const groups = groupFailures(report);
  const rows = report.contracts
    .map((contract) => {
      const failed = contract.outcomes.filter((outcome) => outcome.problems.length).length;
      const times = contract.outcomes.map((outcome) => outcome.durationMs);
      return `<tr><th scope="row">${html(contract.title)}</th><td>${html(contract.version)}</td><td>${contract.operations}</td><td>${contract.outcomes.length}</td><td class="${failed ? 'bad' : 'good'}">${failed}</td><td>${percentile(times, 50)} ms</td><td>${percentile(times, 95)} ms</td></tr>`;
    })
    .join('\n');
  const items = groups
    .map(({ contract, operationId, check, message, count, example }, index) => `<li id="f${index + 1}">
  <h3>${html(contract)} · <code>${html(operationId)}</code> · <code>${html(check)}</code> · ${requests(count)}</h3>
  <p class="problem">${html(message)}</p>
  <p>For example ${html(example.kind)} (${html(example.method)}), to run again:</p>
  <pre><code>${html(example.curl)}</code></pre>
  <p>The answer: <strong>${example.status ?? 'none'}</strong> ${html(example.contentType ?? '')} in ${example.durationMs} ms</p>
  ${example.excerpt ? `<pre class="answer"><code>${html(example.excerpt)}</code></pre>` : ''}
</li>`)
    .join('\n');
  const skipped = report.contracts.flatMap((contract) => contract.skipped);
  const failed = failuresOf(report).length;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>contract:check — ${failed} failed</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 70rem; padding: 1.5rem 1rem; color: #1f2421; background: #fbfaf7; }
  table { border-collapse: collapse; width: 100%; margin: 1rem 0 2rem; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #d9d5cc; }
  td.bad { color: #a3201a; font-weight: 700; } td.good { color: #1d5c45; }
  ol > li { border-top: 1px solid #d9d5cc; padding: .5rem 0 1rem; }
  h3 { font-size: 1rem; margin: .25rem 0; }
  .problem { color: #a3201a; }
  pre { background: #f0ede6; padding: .75rem; overflow-x: auto; white-space: pre-wrap; word-break: break-all; }
</style>
</head>
<body>
<main>
<h1>contract:check</h1>
<p>Against <code>${html(report.baseUrl)}</code> with seed ${report.seed}, ${html(report.startedAt)}. The same seed sends the same requests again.</p>
<table>
<thead><tr><th scope="col">Contract</th><th scope="col">Version</th><th scope="col">Operations</th><th scope="col">Requests</th><th scope="col">Failed</th><th scope="col">p50</th><th scope="col">p95</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
${skipped.length ? `<h2>Not run</h2><ul>${skipped.map((reason) => `<li>${html(reason)}</li>`).join('')}</ul>` : ''}
<h2>${groups.length ? `${failed} failed requests, ${groups.length} cause${groups.length === 1 ? '' : 's'}` : 'No failures: every answer kept the contract'}</h2>
${groups.length ? `<ol>\n${items}\n</ol>` : ''}
</main>
</body>
</html>
`;
}
