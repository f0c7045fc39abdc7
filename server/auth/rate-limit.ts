/**
 * Failed logins per e-mail address: after `limit` failures within `windowMs`, further attempts
 * are refused until the window has passed. In memory: a restart forgets, which only helps users.
 */
export function createRateLimit({ limit = 5, windowMs = 15 * 60_000 } = {}) {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((at) => now - at < windowMs);
  return {
    /** Seconds until the key may try again, or 0 when it may now. */
    retryAfter(key: string, now = Date.now()): number {
      const times = recent(key, now);
      return times.length < limit ? 0 : Math.ceil((times[0]! + windowMs - now) / 1000);
    },
    fail(key: string, now = Date.now()): void {
      failures.set(key, [...recent(key, now), now]);
    },
    reset(key: string): void {
      failures.delete(key);
    },
  };
}
