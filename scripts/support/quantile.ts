/** The value at quantile `q` (0 to 1) of ascending `sorted` figures (nearest rank below); NaN for none. */
export const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
