import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { backends } from '../../openapi-ts.config';

const root = resolve(import.meta.dirname, '../..');

describe('every contract lints clean with Redocly (recommended rules)', () => {
  test.each(backends)('%s', (backend) => {
    const lint = spawnSync(resolve(root, 'node_modules/.bin/redocly'), ['lint', backend, '--format=stylish'], {
      cwd: root,
      encoding: 'utf8',
    });
    const output = `${lint.stdout}\n${lint.stderr}`;
    expect(lint.status, output).toBe(0);
  });
});
