import { db } from './context';
import { watchRepository } from './repositories/watches';

/** The site's public origin, for links in e-mails (`CUIB_SITE_ORIGIN`). */
export const siteOrigin = () => process.env.CUIB_SITE_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`;

/** Writes the notifications of watches whose condition now holds; returns how many. */
export const runWatchJob = () => watchRepository(db()).notifyDue(siteOrigin());

let timer: NodeJS.Timeout | undefined;

/** Runs the watch job every minute while the process lives (never keeping it alive by itself). */
export function startJobs(intervalMs = 60_000): void {
  if (timer) return;
  timer = setInterval(() => {
    try {
      runWatchJob();
    } catch (error) {
      console.error('The watch job failed; it runs again in a minute.', error);
    }
  }, intervalMs);
  timer.unref();
}
