import { now } from '../clock';
import type { Store } from '../db/store';
import { ImportRefused, startImport } from './service';

/** How often each shop's feed URL is read: `CUIB_FEEDS_INTERVAL_MINUTES`, default every 4 hours. */
export const feedsInterval = (env: Record<string, string | undefined> = process.env): number => {
  const minutes = Number(env.CUIB_FEEDS_INTERVAL_MINUTES);
  return (Number.isFinite(minutes) && minutes >= 1 ? minutes : 240) * 60_000;
};

let reading = false;

/**
 * Reads the feed of every shop whose URL was not read within the interval, one shop at a time (the
 * oldest first), and answers how many it read. A run still going when the next is due is left to
 * finish: runs never overlap in one process, and a shop's import running elsewhere is skipped.
 */
export async function readDueFeeds(store: Store, intervalMs = feedsInterval()): Promise<number> {
  if (reading) return 0;
  reading = true;
  try {
    const due = await store
      .selectFrom('eshops')
      .select(['id', 'feed_url'])
      .where('feed_url', 'is not', null)
      .where((eb) => eb.or([eb('feed_checked_at', 'is', null), eb('feed_checked_at', '<', new Date(now() - intervalMs).toISOString())]))
      .orderBy('feed_checked_at')
      .orderBy('id')
      .execute();
    let read = 0;
    for (const shop of due) {
      try {
        const { finished } = await startImport(store, shop.id, { kind: 'url', location: shop.feed_url! });
        await finished;
        read++;
      } catch (error) {
        if (!(error instanceof ImportRefused)) throw error;
      }
    }
    return read;
  } finally {
    reading = false;
  }
}
