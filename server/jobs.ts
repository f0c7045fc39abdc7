import { db } from './context';
import { sendMail } from './mail/mailer';
import { watchNotification } from './mail/messages';
import { limitRepository } from './repositories/limits';
import { watchRepository } from './repositories/watches';
import { now } from './clock';

/** Sends the notifications of confirmed watches whose condition now holds; returns how many. */
export const runWatchJob = () => watchRepository(db()).notifyDue((watch) => sendMail(watchNotification(watch)));

let timer: NodeJS.Timeout | undefined;

/** Runs the periodic jobs every minute while the process lives (never keeping it alive by itself). */
export function startJobs(intervalMs = 60_000): void {
  if (timer) return;
  timer = setInterval(() => {
    try {
      runWatchJob();
      // Rate-limit rows a day old and no longer blocking anyone only take room.
      limitRepository(db()).forgetOlderThan(now() - 86_400_000);
    } catch (error) {
      console.error('A periodic job failed; it runs again in a minute.', error);
    }
  }, intervalMs);
  timer.unref();
}
