import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { useTestCatalogue } from '../support/embedded';
import { serveBackends, type BackendsServer } from '../support/backends-server';

/**
 * A team outside Cuib: the checker packed by `npm pack`, installed from the tarball into an empty
 * folder (no repository, no network), run with a contract file of their own against a service.
 */
const root = resolve(import.meta.dirname, '../..');

// Not execFileSync: the service under test answers from this very process.
const run = (file: string, args: string[], cwd: string) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
    const child = execFile(file, args, { cwd, encoding: 'utf8' }, (_, stdout, stderr) => done({ status: child.exitCode, stdout, stderr }));
  });

let server: BackendsServer;
beforeAll(async () => {
  await useTestCatalogue(300);
  server = await serveBackends();
});
afterAll(() => server?.close());

test('the packed checker installs into an empty folder and checks a service against a contract file', async () => {
  const out = mkdtempSync(join(tmpdir(), 'contract-check-pack-'));
  const packed = await run(join(root, 'node_modules/.bin/tsx'), ['scripts/pack-contract-check.ts', '--out', out], root);
  expect(packed.status, packed.stderr).toBe(0);
  const tarball = packed.stdout.trim();
  expect(tarball).toMatch(/cuib-contract-check-[\d.]+\.tgz$/);

  const team = mkdtempSync(join(tmpdir(), 'backend-team-'));
  writeFileSync(join(team, 'package.json'), '{ "name": "echipa-de-backend", "private": true }\n');
  const installed = await run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], team);
  expect(installed.status, installed.stderr).toBe(0);
  expect(JSON.parse(readFileSync(join(team, 'node_modules/cuib-contract-check/package.json'), 'utf8'))).toMatchObject({ bin: { 'contract-check': 'contract-check.mjs' } });

  // The team's own copy of the contract and the file it refers to, outside any checkout of Cuib.
  copyFileSync(join(root, 'openapi/search.yaml'), join(team, 'cautare.yaml'));
  cpSync(join(root, 'openapi/components'), join(team, 'components'), { recursive: true });
  const bin = join(team, 'node_modules/.bin/contract-check');
  const checked = await run(bin, ['--base-url', server.baseUrl, '--contract', './cautare.yaml', '--junit', 'raport.xml'], team);
  expect(checked.status, checked.stdout + checked.stderr).toBe(0);
  expect(checked.stdout).toMatch(/✓ cautare 1\.\d+\.\d+ +1 operations +\d+ requests +0 failed/);
  expect(readFileSync(join(team, 'raport.xml'), 'utf8')).toMatch(/<testsuite name="contract:check cautare [\d.]+" tests="\d+" failures="0"/);

  // The contracts it carries answer to their names too; a wrong command exits 2 with its usage.
  const ours = await run(bin, ['--base-url', server.baseUrl, '--contract', 'watchdog'], team);
  expect(ours.status, ours.stdout + ours.stderr).toBe(0);
  const wrong = await run(bin, ['--contract', 'watchdog'], team);
  expect(wrong.status).toBe(2);
  expect(wrong.stderr).toContain('Usage: contract-check --base-url URL');
}, 120_000);
