/**
 * `npm run docs:api`: the API reference of every contract, for the backend teams who build the
 * services behind them. Scalar's API reference (@scalar/api-reference, its standalone build copied
 * beside the pages, so nothing is loaded from elsewhere) renders one page per contract with search,
 * code samples and a request to try against this site, beside the contract itself as one
 * self-contained YAML file and an index. Written to public/docs/api/, so the next `waku build`
 * serves them at /docs/api/ (app/api-reference.ts), with a CSP made of the pages' script hashes.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { pluralize } from '../domain/romanian.ts';
import type { ApiReferenceManifest } from '../app/api-reference-manifest.ts';
import { backends, loadContract, operationsOf, root, type Json } from './contracts/load.ts';

const out = join(root, 'public', 'docs', 'api');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// One copy of Scalar for every page, cached by the browser across them. (The package's exports do
// not name its standalone build, hence the path.)
copyFileSync(join(root, 'node_modules/@scalar/api-reference/dist/browser/standalone.js'), join(out, 'scalar.js'));

/** The CSP source of an inline script, so it runs and nothing else inline does. */
const scriptHash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/**
 * Scalar's settings: no fonts, telemetry, AI agent or MCP from its own servers; curl first among
 * the code samples; requests tried against the site that serves the page (its backends answer at
 * the same paths), never through a proxy elsewhere.
 */
const settings = (backend: string) => ({
  url: `/docs/api/${backend}.yaml`,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  documentDownloadType: 'yaml',
  defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
  theme: 'default',
});

const started = performance.now();
const entries = backends.map((backend, index) => {
  const contract = loadContract(backend);
  const info = contract.info as Json;
  writeFileSync(join(out, `${backend}.yaml`), stringify(contract, { lineWidth: 0 }));
  const start = `Scalar.createApiReference('#app', Object.assign(${JSON.stringify(settings(backend))}, { servers: [{ url: location.origin, description: 'Acest site' }] }));`;
  writeFileSync(
    join(out, `${backend}.html`),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(String(info.title))} — referința API</title>
<link rel="icon" href="data:,">
</head>
<body>
<div id="app"></div>
<noscript><p>The reference needs JavaScript. The contract itself: <a href="/docs/api/${backend}.yaml">${backend}.yaml</a>.</p></noscript>
<script src="/docs/api/scalar.js"></script>
<script>${start}</script>
</body>
</html>
`,
  );
  console.log(`  [${index + 1}/${backends.length}] ${backend}: ${operationsOf(contract).length} operations`);
  return {
    name: backend,
    title: String(info.title),
    version: String(info.version),
    description: String(info.description ?? '').split('\n')[0]!,
    operations: operationsOf(contract).length,
    scriptHashes: [scriptHash(start)],
  };
});

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
