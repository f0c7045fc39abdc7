/**
 * `npm run contract:check -- --base-url URL --contract NAME|FILE|URL [options]`: checks a running
 * service against a contract (ours by name, or any OpenAPI 3.0/3.1 file or URL), as a backend team
 * building it would (see README, "For backend teams").
 * Exit code 0 when every answer kept the contract, 1 on any failure, 2 for a wrong command.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { backends, isBackend } from './contracts/load.ts';
import { htmlReport, junit, summary } from './contracts/check/report.ts';
import { failuresOf, runCheck } from './contracts/check/run.ts';

// The same command runs from the repository (npm run) and from the packed checker (its bin).
const command = import.meta.filename.endsWith('.mjs') ? 'contract-check' : 'npm run contract:check --';
const usage = `Usage: ${command} --base-url URL --contract NAME|FILE|URL[,…|all]
  [--cookie 'cuib_token=…'] [--header 'Authorization: Bearer …'] [--operations a,b] [--seed N] [--runs N]
  [--report out.html] [--junit out.xml] [--slow MS] [--timeout MS]
  [--variant-id N] [--mailbox URL]
Contracts: ${backends.join(', ')}`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      contract: { type: 'string' },
      cookie: { type: 'string' },
      header: { type: 'string', multiple: true },
      operations: { type: 'string' },
      seed: { type: 'string', default: '1' },
      runs: { type: 'string', default: '3' },
      report: { type: 'string' },
      junit: { type: 'string' },
      slow: { type: 'string', default: '2000' },
      timeout: { type: 'string', default: '10000' },
      'variant-id': { type: 'string' },
      mailbox: { type: 'string' },
      help: { type: 'boolean' },
    },
  }));
} catch (error) {
  fail((error as Error).message);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const baseUrl = values['base-url'];
if (!baseUrl || !URL.canParse(baseUrl)) fail(baseUrl ? `--base-url „${baseUrl}” is not a URL` : '--base-url is required');
if (!values.contract) fail('--contract is required');
const contracts = values.contract === 'all' ? [...backends] : values.contract.split(',').filter(Boolean);
// A name of ours, or else something that looks like a file or an address.
for (const name of contracts) if (!isBackend(name) && !/[./\\]/.test(name)) fail(`Unknown contract „${name}”: give one of ours, a file or a URL`);
const headers: Record<string, string> = {};
for (const line of values.header ?? []) {
  const at = line.indexOf(':');
  if (at < 1) fail(`--header „${line}” is not „Name: value”`);
  headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
}
const whole = (name: string, text: string | undefined, min: number) => {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) fail(`--${name} must be a whole number from ${min}, not „${text}”`);
  return value;
};

try {
  const report = await runCheck({
    baseUrl,
    contracts,
    cookie: values.cookie,
    headers,
    operations: values.operations?.split(',').filter(Boolean),
    seed: whole('seed', values.seed, 0)!,
    runs: whole('runs', values.runs, 0)!,
    slowMs: whole('slow', values.slow, 1)!,
    timeoutMs: whole('timeout', values.timeout, 1)!,
    variantId: whole('variant-id', values['variant-id'], 1),
    mailbox: values.mailbox,
    onProgress: process.stderr.isTTY ? (line) => process.stderr.write(`\r\x1b[2K${line}`) : undefined,
  });
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[2K');
  if (values.report) writeFileSync(values.report, htmlReport(report));
  if (values.junit) writeFileSync(values.junit, junit(report));
  console.log(summary(report, { reportPath: values.report }));
  process.exit(failuresOf(report).length ? 1 : 0);
} catch (error) {
  fail((error as Error).message);
}
