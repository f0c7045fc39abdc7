/**
 * `npm start` after the build: the production site in `CUIB_WORKERS` processes behind one port
 * (default 1; `auto` is one per core), with Node's cluster module. Each worker is Waku's own
 * `waku start`; the workers take connections from one shared socket, and the primary starts a
 * worker again when one dies.
 *
 * - The first worker opens the embedded database (migrating and seeding a new one) before the
 *   others start, so they never wait on its write lock, and before the site is announced.
 * - The first worker alone runs the periodic jobs (watch notifications): the others get
 *   `CUIB_JOBS=off`. Everything else the workers share lives in the database (rate limits, logins,
 *   sessions); each keeps its own catalogue index and page cache, both keyed on the catalogue's
 *   version.
 *
 * Run by Node itself (no build step), so it uses Node's modules only.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

// Where to listen: --host, else HOST (Waku's own start reads only --host), else every interface.
const { values } = parseArgs({
  options: { port: { type: 'string', default: process.env.PORT ?? '3000' }, host: { type: 'string', ...(process.env.HOST ? { default: process.env.HOST } : {}) } },
});

function workerCount(setting: string | undefined): number {
  if (setting === undefined || setting === '') return 1;
  if (setting === 'auto') return availableParallelism();
  const count = Number(setting);
  if (Number.isInteger(count) && count >= 1 && count <= 64) return count;
  console.error(`CUIB_WORKERS must be a whole number from 1 to 64, or auto, not ${setting}.`);
  process.exit(2);
}

const workers = workerCount(process.env.CUIB_WORKERS);
const root = resolve(import.meta.dirname, '..');
const local = values.host && values.host !== '0.0.0.0' && values.host !== '::' ? values.host : '127.0.0.1';
const origin = `http://${local.includes(':') ? `[${local}]` : local}:${values.port}`;

// Each worker accepts its own connections from the shared socket, not handed over by the primary
// in turn: the primary keeps a connection it hands over open until the worker acknowledges it, so
// one on its way to a worker killed at that moment stayed open, unanswered, until the client gave
// up. Accepted by the workers, a killed worker's connections are reset at once (a fast failure)
// and those it had not accepted are taken by the others.
cluster.schedulingPolicy = cluster.SCHED_NONE;

cluster.setupPrimary({
  exec: resolve(root, 'node_modules/waku/cli.js'),
  args: ['start', '--port', values.port!, ...(values.host ? ['--host', values.host] : [])],
});

let stopping = false;

function startWorker(index: number): Worker {
  const env = { CUIB_WORKER: String(index), ...(index === 1 ? {} : { CUIB_JOBS: 'off' }) };
  const worker = cluster.fork(env);
  worker.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`Worker ${index} stopped (${signal ?? `code ${code}`}); starting it again.`);
    setTimeout(() => startWorker(index), 1000).unref();
  });
  return worker;
}

const listening = (worker: Worker) => new Promise<void>((done) => worker.once('listening', () => done()));

const first = startWorker(1);
await listening(first);
// One request opens (and if need be seeds, showing its progress) the database in the first worker,
// before the site says it is up and before the other workers start.
try {
  const answer = await fetch(`${origin}/api/v2/catalogue/version`, { signal: AbortSignal.timeout(600_000) });
  if (!answer.ok) console.error(`The first worker could not open the database yet (${answer.status}); it tries again on the next request.`);
} catch (error) {
  console.error('The first worker did not open the database; starting anyway.', error);
}
if (workers > 1) await Promise.all(Array.from({ length: workers - 1 }, (_, offset) => listening(startWorker(offset + 2))));
console.log(`Cuib: ${workers} ${workers === 1 ? 'worker' : 'workers'} on ${origin}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    cluster.disconnect(() => process.exit(0));
  });
}
