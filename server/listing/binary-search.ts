/**
 * The first of `length` indexes that is not `below` (all before it are, none after): a binary
 * search over anything sorted (a word list, postings, a sort order, sorted popularities).
 */
export function firstNotBelow(length: number, below: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (below(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}
