/**
 * `npm run docs:api`: the API reference of every contract, for the backend teams who build the
 * services behind them. Redocly's build-docs renders one static, searchable page per contract
 * (its scripts inlined: the site loads nothing from elsewhere), beside the contract itself as one
 * self-contained YAML file and an index. Written to public/docs/api/, so the next `waku build`
 * serves them at /docs/api/ (app/api-reference.ts), with a CSP made of the pages' script hashes.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { pluralize } from '../domain/romanian.ts';
import type { ApiReferenceManifest } from '../app/api-reference-manifest.ts';
import { backends, loadContract, operationsOf, root, type Json } from './contracts/load.ts';

const out = join(root, 'public', 'docs', 'api');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed:\n${errors}`))));
  });
}

/** The CSP source of each inline script of a page, so it runs and nothing else inline does. */
const scriptHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

const started = performance.now();
let done = 0;
const entries = await Promise.all(
  backends.map(async (backend) => {
    const contract = loadContract(backend);
    const info = contract.info as Json;
    const file = join(out, `${backend}.html`);
    // The API's alias in redocly.yaml, so the page follows the same configuration as the lint.
    await run(join(root, 'node_modules/.bin/redocly'), ['build-docs', backend, '--inlineBundle', '-o', file, '--title', `${info.title} — referința API`, '--lint-config', 'off']);
    writeFileSync(join(out, `${backend}.yaml`), stringify(contract, { lineWidth: 0 }));
    console.log(`  [${++done}/${backends.length}] ${backend}: ${operationsOf(contract).length} operations`);
    return {
      name: backend,
      title: String(info.title),
      version: String(info.version),
      description: String(info.description ?? '').split('\n')[0]!,
      operations: operationsOf(contract).length,
      scriptHashes: scriptHashes(readFileSync(file, 'utf8')),
    };
  }),
);

const manifest: ApiReferenceManifest = { backends: entries };
writeFileSync(join(out, 'manifest.json'), JSON.stringify(manifest, null, 2));
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html>
<html lang="ro">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Referința API Cuib</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 2rem 1rem; color: #1f2421; background: #fbfaf7; }
  h1 { font-size: 1.75rem; margin: 0 0 .5rem; }
  ul { list-style: none; padding: 0; }
  li { border-top: 1px solid #d9d5cc; padding: 1rem 0; }
  a { color: #1d5c45; font-weight: 600; }
  a:focus-visible { outline: 3px solid #1d5c45; outline-offset: 2px; }
  small { color: #4d524e; }
</style>
</head>
<body>
<main>
<h1>Referința API Cuib</h1>
<p>Contractele OpenAPI ale serviciilor din spatele Cuib, câte o pagină cu căutare pentru fiecare. Fișierul YAML este contractul întreg, gata pentru generatoare de cod și pentru <code>npm run contract:check</code>.</p>
<ul>
${entries
  .map(
    (entry) => `<li><a href="/docs/api/${entry.name}">${escape(entry.title)}</a> <small>versiunea ${escape(entry.version)} · ${entry.operations} ${pluralize(entry.operations, { one: 'operație', other: 'operații' })} · <a href="/docs/api/${entry.name}.yaml">YAML</a></small><br>${escape(entry.description).replace(/`([^`]+)`/g, '<code>$1</code>')}</li>`,
  )
  .join('\n')}
</ul>
</main>
</body>
</html>
`,
);
console.log(`API reference of ${entries.length} contracts in public/docs/api/ (${Math.round(performance.now() - started)} ms)`);
