import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { sourceFile } from '../source-file';
import type { ScanRequest, ScanResult } from './scan';

/**
 * The scanning thread's code, run with `eval: true` so that no separate worker file has to be built:
 * it registers tsx's loader in the thread and imports `scan.ts` from the source tree, which the site
 * and the command line both run beside (`npm start` builds in it).
 */
const threadCode = `
const { parentPort, workerData } = require('node:worker_threads');
// Reading a feed is background work: on Linux this lowers this thread's priority only, so the
// threads answering shoppers get the cores first when they are all busy.
try { require('node:os').setPriority(workerData.nice); } catch {}
(async () => {
  require(workerData.tsx).register();
  const { scanFeed, KnownItems } = await import(workerData.scan);
  // The shop's known items arrive a page at a time (KnownPage). A page is acknowledged as it arrives,
  // so the next is read from the store while this one is added: one page in flight on each side.
  const known = new KnownItems();
  await new Promise((resolve) => {
    parentPort.on('message', function page(message) {
      if (message.known) {
        parentPort.postMessage({ knownTaken: true });
        const { itemIds, hashes, variants, listed } = message.known;
        known.addPage({ itemIds, hashes: JSON.parse(hashes), variants, listed });
      } else if (message.knownEnd) { parentPort.off('message', page); resolve(); }
    });
  });
  let last = 0;
  const result = await scanFeed({ ...workerData.request, known }, (items, bytes) => {
    const now = Date.now();
    if (now - last >= 250) { last = now; parentPort.postMessage({ progress: [items, bytes] }); }
  }, (written) => parentPort.postMessage({ written }));
  parentPort.postMessage({ result });
})().catch((error) => parentPort.postMessage({ error: String((error && error.stack) || error) }));
`;

/** The reading thread's nice value (0 is the default, 19 the lowest priority). */
const readingPriority = 10;

/**
 * A page of a shop's known items as sent to the thread: their ids and `feed_hash`es as JSON arrays
 * (one string each to copy, not thousands), their variants and whether they are listed.
 */
export interface KnownPage {
  itemIds: string;
  hashes: string;
  variants: Float64Array;
  listed: Uint8Array;
}

/**
 * Runs `scanFeed` on a thread of its own: reading, decompressing, decoding and validating a feed of a
 * million items is seconds of CPU, never spent on the thread that answers requests. The shop's
 * known items are handed over a page at a time (`known`), so they are held once, by the thread.
 */
export function scanOnThread(
  request: Omit<ScanRequest, 'known'>,
  known: AsyncIterable<KnownPage>,
  progress?: (items: number, bytes: number) => void,
  written?: (bytes: number) => void,
): Promise<ScanResult> {
  const require = createRequire(import.meta.url);
  const worker = new Worker(threadCode, {
    eval: true,
    workerData: { tsx: require.resolve('tsx/esm/api'), scan: sourceFile(import.meta.dirname, 'server/feeds/scan.ts'), request, nice: readingPriority },
    // Reading makes short-lived strings by the million: a small young generation collects them
    // often, so the thread's memory follows what it keeps (the shop's known items), not what it read.
    resourceLimits: { maxYoungGenerationSizeMb: 16 },
  });
  // One page at a time: the next is read from the store once the thread has taken the last, so
  // the pages never wait in memory (a million known items queued at once held 450 MB).
  let taken: () => void = () => undefined;
  const handedOver = (async () => {
    for await (const page of known) {
      const next = new Promise<void>((resolve) => (taken = resolve));
      worker.postMessage({ known: page });
      await next;
    }
    worker.postMessage({ knownEnd: true });
  })();
  return new Promise((resolve, reject) => {
    let settled = false;
    handedOver.catch((error: unknown) => {
      settled = true;
      reject(error);
      void worker.terminate();
    });
    worker.on('message', (message: { progress?: [number, number]; written?: number; knownTaken?: true; result?: ScanResult; error?: string }) => {
      if (message.knownTaken) taken();
      else if (message.progress !== undefined) progress?.(...message.progress);
      else if (message.written !== undefined) written?.(message.written);
      else if (message.result) {
        settled = true;
        resolve(message.result);
        void worker.terminate();
      } else if (message.error) {
        settled = true;
        reject(new Error(`Reading the feed failed: ${message.error}`));
        void worker.terminate();
      }
    });
    worker.on('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.on('exit', (code) => {
      if (!settled) reject(new Error(`The feed-reading thread stopped (code ${code}).`));
    });
  });
}
