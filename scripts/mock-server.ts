/**
 * `npm run mock -- --port 4010 [--host 127.0.0.1] [--log]`: every operation of every contract, kept
 * to its contract (requests validated, `Prefer` honoured, what `links` made kept: see
 * scripts/contracts/mock/app.ts) and answered by our MSW handlers (mocks/: the contracts' examples
 * and the fixture factories, the same the stories use), on one port, for front-end teams who work
 * before a backend exists. The site runs against it with its backend variables, printed on start.
 *
 * MSW's own `getResponse` finds each answer; a small Hono server carries it (the middleware
 * package made for this, @mswjs/http-middleware 0.10, calls an MSW function that msw 3 removed).
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { http, type HttpHandler } from 'msw';
import { backendNames, backendUrlVariable } from '../domain/backends.ts';
import { allHandlers } from '../mocks/index.ts';
import { problemResponse } from '../mocks/problem.ts';
import { mockApp } from './contracts/mock/app.ts';

const usage = 'Usage: npm run mock -- [--port 4010] [--host 127.0.0.1] [--log]';

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({ options: { port: { type: 'string', default: '4010' }, host: { type: 'string', default: '127.0.0.1' }, log: { type: 'boolean' }, help: { type: 'boolean' } } }));
} catch (error) {
  fail((error as Error).message);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const port = Number(values.port);
if (!/^\d+$/.test(values.port) || port > 65_535) fail(`--port must be a port number from 0 to 65535, not „${values.port}”`);

const log: HttpHandler[] = values.log
  ? [
      // Answers nothing: only prints each request, then the handlers below answer it.
      http.all('*', ({ request }) => {
        const url = new URL(request.url);
        console.log(`${request.method} ${url.pathname}${url.search}`);
      }),
    ]
  : [];
// Anything no contract has is a problem+json 404, as our backends answer it.
const unknown = http.all('*', ({ request }) => problemResponse(404, { detail: `Nicio operație a contractelor nu răspunde la ${request.method} ${new URL(request.url).pathname}.` }));

const app = mockApp({ handlers: [...log, ...allHandlers(), unknown] });

const server = serve({ fetch: app.fetch, port, hostname: values.host }, (info: AddressInfo) => {
  const origin = `http://${values.host}:${info.port}`;
  console.log(`Cuib mock backends on ${origin}\nPoint the site at them:\n`);
  // The mailbox is a development page of the reference backend, not a contract.
  for (const name of backendNames.filter((backend) => backend !== 'mailbox')) console.log(`  ${backendUrlVariable(name)}=${origin}`);
  console.log('');
});
server.on('error', (error) => fail(`Cannot listen on ${values.host}:${port}: ${error.message}`));
