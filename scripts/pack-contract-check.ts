/**
 * `npm run pack:contract-check [-- --out DIR]`: contract:check as a package a team installs without
 * cloning Cuib. One bundled file (esbuild: Ajv, fast-check and yaml inside, so the package has no
 * dependencies and installs offline) with our eight contracts beside it, packed by `npm pack` into
 * `DIR/cuib-contract-check-<version>.tgz` (default `dist/`). Prints the tarball's path.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { out: { type: 'string', default: join(root, 'dist') } } });
const out = resolve(values.out!);
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

const folder = mkdtempSync(join(tmpdir(), 'contract-check-'));
try {
  await build({
    entryPoints: [join(root, 'scripts/contract-check.ts')],
    outfile: join(folder, 'contract-check.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Ajv is CommonJS and asks for `require`: the bundle gives it Node's.
    banner: { js: "#!/usr/bin/env node\nimport { createRequire as cuibCreateRequire } from 'node:module';\nconst require = cuibCreateRequire(import.meta.url);" },
    legalComments: 'linked',
    logLevel: 'warning',
  });
  cpSync(join(root, 'openapi'), join(folder, 'openapi'), { recursive: true, filter: (path) => !path.endsWith('.ts') });
  writeFileSync(
    join(folder, 'package.json'),
    `${JSON.stringify(
      {
        name: 'cuib-contract-check',
        version,
        description: "Checks a running service against an OpenAPI 3.0/3.1 contract (Cuib's, or any file or URL): every answer, with a report and JUnit.",
        license: 'UNLICENSED',
        type: 'module',
        bin: { 'contract-check': 'contract-check.mjs' },
        engines: { node: '>=20' },
        files: ['contract-check.mjs', 'contract-check.mjs.LEGAL.txt', 'openapi/', 'README.md'],
      },
      null,
      2,
    )}\n`,
  );
  cpSync(join(root, 'docs/contract-check.md'), join(folder, 'README.md'));
  mkdirSync(out, { recursive: true });
  const packed = JSON.parse(execFileSync('npm', ['pack', folder, '--pack-destination', out, '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })) as { filename: string; size: number; entryCount: number }[];
  const tarball = join(out, packed[0]!.filename);
  console.error(`Packed ${packed[0]!.entryCount} files, ${(packed[0]!.size / 1024).toFixed(0)} kB.`);
  console.log(tarball);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
