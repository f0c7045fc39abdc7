import { type ChildProcess, spawn } from 'node:child_process';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
    server.on('error', reject);
  });
}

/** Waits until `url` answers 2xx, polling; fails fast when the process has exited. */
export async function waitUntilServing(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode} before serving`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not answer ${url} within ${timeoutMs} ms`);
}

export interface SiteProcess {
  baseURL: string;
  port: number;
  pid: number;
  /** What the process printed, for tests that read its log. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The built site served by one more process, with extra environment (backends pointed elsewhere,
 * origins, timeouts), over an existing data folder. `waku build` must have run (the e2e setup does).
 * With `workers`, it is `npm start`'s cluster of that many workers (scripts/start.ts).
 * It listens on 127.0.0.1 (`--host`); `host: null` starts it as README says to run `npm start`,
 * without `--host` (HOST, if `env` gives one, then says where).
 */
export async function startSite(
  env: Record<string, string>,
  { dataDir, workers, host = '127.0.0.1' }: { dataDir: string; workers?: number; host?: string | null },
): Promise<SiteProcess> {
  const port = await freePort();
  let output = '';
  const [command, args] =
    workers === undefined
      ? [resolve(root, 'node_modules/.bin/waku'), ['start']]
      : [process.execPath, [resolve(root, 'scripts/start.ts')]];
  const child = spawn(command, [...args, '--port', String(port), ...(host === null ? [] : ['--host', host])], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...withoutHost(process.env), NODE_ENV: 'production', CUIB_DATA_DIR: dataDir, CUIB_SITE_ORIGIN: `http://localhost:${port}`, ...(workers ? { CUIB_WORKERS: String(workers) } : {}), ...env },
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  // A file that needs no backend: the site may be started with its backends down.
  await waitUntilServing(`${baseURL}/robots.txt`, child);
  // The first of several workers answers before the others have started.
  while (workers && workers > 1 && !output.includes(`Cuib: ${workers} workers`)) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode} before its workers started`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseURL,
    port,
    pid: child.pid!,
    output: () => output,
    stop: () =>
      new Promise<void>((done) => {
        // Ended already: by itself, or killed by a signal (a test may SIGKILL it).
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** The test runner's environment without HOST, which would say where the site listens. */
function withoutHost(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { HOST: _host, ...rest } = env;
  return rest;
}

/** Starts `server` on a free loopback port; its base URL. */
async function loopbackUrl(server: { listen: (port: number, host: string, done: () => void) => unknown; address: () => unknown }): Promise<string> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

export interface FakeBackend {
  url: string;
  /** Connections accepted so far. */
  connections: () => number;
  /** Sockets closed by the other side so far (the site gave up waiting). */
  closedByClient: () => number;
  /** Requests received and still waiting on an open connection. */
  waiting: () => number;
  close: () => Promise<void>;
}

/** A "backend" that accepts connections and never answers a byte. */
export async function hungBackend(): Promise<FakeBackend> {
  const sockets = new Set<Socket>();
  const asked = new Set<Socket>();
  let connections = 0;
  let closed = 0;
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('data', () => asked.add(socket));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed++;
      sockets.delete(socket);
      asked.delete(socket);
    });
  });
  return {
    url: await loopbackUrl(server),
    connections: () => connections,
    closedByClient: () => closed,
    waiting: () => asked.size,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

export type Fault = 'hang' | 'error' | 'garbage' | 'slow';

/**
 * A backend in front of a real one (`target`) that passes every request on, except those whose
 * path matches a rule: those hang, answer 500, answer a 200 that is not JSON, or answer after
 * `slowMs`. So one part of a backend can fail while the rest works.
 */
export async function faultyBackend(target: string, rules: { path: RegExp; fault: Fault }[], { slowMs = 30_000 } = {}): Promise<FakeBackend> {
  let connections = 0;
  let closed = 0;
  const open = new Set<ServerResponse>();
  const server = createHttpServer((request, response) => {
    // The site may give up on a request midway (its timeout): that is no error of the test.
    handle(request, response).catch(() => response.destroy());
  });
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    open.add(response);
    response.on('close', () => open.delete(response));
    const rule = rules.find((candidate) => candidate.path.test(request.url ?? ''));
    if (rule?.fault === 'hang') return;
    if (rule?.fault === 'error') return void response.writeHead(500, { 'content-type': 'text/plain' }).end('boom');
    if (rule?.fault === 'garbage') return void response.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json');
    if (rule?.fault === 'slow') await new Promise((r) => setTimeout(r, slowMs));
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
    try {
      const answer = await fetch(`${target}${request.url}`, { method: request.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined, redirect: 'manual' });
      const body = Buffer.from(await answer.arrayBuffer());
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) out[name] = value;
      });
      response.writeHead(answer.status, out).end(body);
    } catch {
      response.writeHead(502).end();
    }
  }
  server.on('connection', (socket) => {
    connections++;
    socket.on('close', () => closed++);
  });
  return {
    url: await loopbackUrl(server),
    connections: () => connections,
    closedByClient: () => closed,
    waiting: () => open.size,
    close: () =>
      new Promise<void>((done) => {
        for (const response of open) response.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
