import { db } from './context';
import type { Database } from './db/database';
import { sendMail } from './mail/mailer';
import { watchNotification } from './mail/messages';
import { limitRepository } from './repositories/limits';
import { watchRepository } from './repositories/watches';
import { now } from './clock';

/**
 * Sends the notifications of confirmed watches whose condition now holds; returns how many. Another
 * process (an end-to-end test) can run it on the site's database: `runWatchJob(openDatabase(file))`.
 */
export const runWatchJob = (database: Database = db()) =>
  watchRepository(database).notifyDue((watch) => sendMail(watchNotification(watch), database));

let timer: NodeJS.Timeout | undefined;

/** How often the periodic jobs run: `CUIB_JOBS_INTERVAL_MS`, default a minute (end-to-end tests shorten it). */
export const jobsInterval = (env: Record<string, string | undefined> = process.env) => {
  const configured = Number(env.CUIB_JOBS_INTERVAL_MS);
  return Number.isInteger(configured) && configured >= 100 ? configured : 60_000;
};

/** Runs the periodic jobs every `intervalMs` while the process lives (never keeping it alive by itself). */
export function startJobs(intervalMs = jobsInterval()): void {
  if (timer) return;
  timer = setInterval(() => {
    try {
      runWatchJob();
      // Rate-limit rows a day old and no longer blocking anyone only take room.
      limitRepository(db()).forgetOlderThan(now() - 86_400_000);
    } catch (error) {
      console.error('A periodic job failed; it runs again at the next interval.', error);
    }
  }, intervalMs);
  timer.unref();
}
