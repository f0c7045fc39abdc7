/** Text folded for matching: no diacritics, lower case, single spaces ("Canapéa  Extensibilă" → "canapea extensibila"). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An FTS5 query from what a visitor typed: each word as a quoted prefix, all required
 * ("canapea ext" → `"canapea"* "ext"*`). Quoting keeps FTS syntax characters harmless.
 */
export function ftsQuery(text: string): string | undefined {
  const words = fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((word) => `"${word}"*`).join(' ') : undefined;
}
