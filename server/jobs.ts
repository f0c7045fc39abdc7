import { store } from './context';
import type { Store } from './db/store';
import { fetchPendingPictures } from './feeds/pictures';
import { alertsPerAddressPerDay } from './mail/limits';
import { sendMail } from './mail/mailer';
import { watchDigest, watchNotification } from './mail/messages';
import { limitRepository } from './repositories/limits';
import { watchRepository } from './repositories/watches';
import { now } from './clock';
import { readDueFeeds } from './feeds/schedule';

/**
 * Sends the notifications of confirmed watches whose condition now holds, at most
 * `alertsPerAddressPerDay` a day to one address (the rest held), and the digests of alerts held on
 * earlier days; returns how many watches fell due. Each watch is claimed by one statement, so two
 * runners at once (two processes) mail it once. Another process (an end-to-end test) can run it on
 * the site's store: `runWatchJob(siteStore)`.
 */
export async function runWatchJob(watchStore: Store = store()): Promise<number> {
  const watches = watchRepository(watchStore);
  // Each e-mail is written in the transaction that marks its watch sent: both are stored, or neither.
  const due = await watches.notifyDue((watch, trx) => sendMail(watchNotification(watch), trx), { perAddressPerDay: alertsPerAddressPerDay });
  await watches.sendDigests((email, held, trx) => sendMail(watchDigest(email, held), trx));
  return due;
}

let fetchingPictures = false;

/**
 * Fetches a batch of the pictures shops' feeds added or changed (`fetchPendingPictures`), unless
 * this process's previous batch is still running (slow shops' servers can take minutes): answers
 * undefined then.
 */
export async function runPictureJob(pictureStore: Store = store()): Promise<{ ready: number; failed: number } | undefined> {
  if (fetchingPictures) return undefined;
  fetchingPictures = true;
  try {
    return await fetchPendingPictures(pictureStore);
  } finally {
    fetchingPictures = false;
  }
}

let timer: NodeJS.Timeout | undefined;

/** How often the periodic jobs run: `CUIB_JOBS_INTERVAL_MS`, default a minute (end-to-end tests shorten it). */
export const jobsInterval = (env: Record<string, string | undefined> = process.env) => {
  const configured = Number(env.CUIB_JOBS_INTERVAL_MS);
  return Number.isInteger(configured) && configured >= 100 ? configured : 60_000;
};

/** Runs the periodic jobs every `intervalMs` while the process lives (never keeping it alive by itself). */
export function startJobs(intervalMs = jobsInterval()): void {
  if (timer) return;
  timer = setInterval(async () => {
    try {
      await runWatchJob();
      // Rate-limit rows a day old and no longer blocking anyone only take room.
      limitRepository(store())
        .forgetOlderThan(now() - 86_400_000)
        .catch((error: unknown) => console.error('Forgetting old rate limits failed; it runs again at the next interval.', error));
      // Shops' feeds are read in the background: a long import never holds up the next watch run.
      readDueFeeds(store()).catch((error: unknown) => console.error("Reading shops' feeds failed; it runs again at the next interval.", error));
    } catch (error) {
      console.error('A periodic job failed; it runs again at the next interval.', error);
    }
    // Not awaited: a batch may outlast the interval, and the watch job must not wait for it.
    runPictureJob().catch((error: unknown) => console.error('Fetching fed pictures failed; it runs again at the next interval.', error));
  }, intervalMs);
  timer.unref();
}
