import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
};

test('generated/ is exactly what the contracts generate', { timeout: 120_000 }, () => {
  const { status, output } = run(resolve(root, 'node_modules/.bin/node'), ['scripts/generate-clients.ts', '--check']);
  expect(status, output).toBe(0);
});

test('the whole project type-checks in strict mode', { timeout: 180_000 }, () => {
  const { status, output } = run(resolve(root, 'node_modules/.bin/tsc'), ['-p', '.']);
  expect(status, output).toBe(0);
});
