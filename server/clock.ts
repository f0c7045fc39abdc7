let clock = () => Date.now();

/** Milliseconds since the epoch; tests move time with `useClock` instead of sleeping. */
export const now = () => clock();

/** For tests: read the time from `replacement` (pass `Date.now` to go back to real time). */
export function useClock(replacement: () => number): void {
  clock = replacement;
}
