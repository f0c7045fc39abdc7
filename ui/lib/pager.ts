/**
 * The pages a pager shows: the first, the last, and two around the current one, with `null` for
 * a gap (`1 … 4 5 6 … 20`).
 */
export function pagerPages(current: number, count: number): (number | null)[] {
  const pages = new Set([1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, i) => (i > 0 && page - sorted[i - 1]! > 1 ? [null, page] : [page]));
}
