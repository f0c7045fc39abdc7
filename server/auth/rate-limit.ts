import { now } from '../clock';
import { store } from '../context';
import { limitRepository } from '../repositories/limits';

const limits = () => limitRepository(store());

/**
 * At most `limit` hits per key in each window of `windowMs`, counted in the database (shared by
 * every worker). `take` counts the hit and answers how many milliseconds to wait when it was one
 * too many, else 0.
 */
export function fixedWindow(name: string, { limit, windowMs }: { limit: number; windowMs: number }) {
  return {
    async take(key: string): Promise<number> {
      const time = now();
      const state = await limits().hit(`${name}:${key.toLowerCase()}`, windowMs, time);
      return state.hits > limit ? state.windowStartedAt + windowMs - time : 0;
    },
    /** Takes back a hit counted by `take`: the attempt it reserved did not count after all. */
    async giveBack(key: string): Promise<void> {
      await limits().unhit(`${name}:${key.toLowerCase()}`);
    },
  };
}
