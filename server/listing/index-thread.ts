import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { StoreLocation } from '../db/database';
import { sourceFile } from '../source-file';
import type { BuiltApart } from './index-apart';

/**
 * The index thread's code, run with `eval: true` (no worker file to build): it registers tsx's
 * loader and imports `index-apart.ts` from the source tree, as the feed-reading thread does.
 */
const threadCode = `
const { parentPort, workerData } = require('node:worker_threads');
// A build is background work while the old index answers: on Linux this lowers this thread only,
// so the threads answering shoppers get the cores first when they are all busy.
try { require('node:os').setPriority(workerData.nice); } catch {}
(async () => {
  require(workerData.tsx).register();
  const { buildApart } = await import(workerData.module);
  const { built, transfer } = await buildApart(workerData.location, workerData.withNames);
  parentPort.postMessage({ built }, transfer);
})().catch((error) => parentPort.postMessage({ error: String((error && error.stack) || error) }));
`;

/** The index thread's nice value: as the feed-reading thread's. */
const buildPriority = 10;

/**
 * Builds a store's catalogue index (and its name index, when asked) on a thread of its own: reading
 * and arranging a million variants is seconds of CPU that the thread answering requests never spends.
 */
export function buildOnThread(location: StoreLocation, withNames: boolean): Promise<BuiltApart> {
  const require = createRequire(import.meta.url);
  const worker = new Worker(threadCode, {
    eval: true,
    workerData: { tsx: require.resolve('tsx/esm/api'), module: sourceFile(import.meta.dirname, 'server/listing/index-apart.ts'), location, withNames, nice: buildPriority },
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    worker.on('message', (message: { built?: BuiltApart; error?: string }) => {
      settled = true;
      if (message.built) resolve(message.built);
      else reject(new Error(`Building the catalogue index failed: ${message.error}`));
      void worker.terminate();
    });
    worker.on('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.on('exit', (code) => {
      if (!settled) reject(new Error(`The index thread stopped (code ${code}).`));
    });
  });
}
