/**
 * The code points of Cuib's own font file (scripts/make-font.ts), inclusive ranges. The same list
 * is its `unicode-range`, so any other character falls back to the system font instead of
 * showing a missing glyph.
 */
export const interRomanianRanges: readonly (readonly [number, number])[] = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1: â î, ×, °, « », é …
  [0x102, 0x103], // Ă ă
  [0x106, 0x107],
  [0x10c, 0x10d],
  [0x118, 0x11b],
  [0x141, 0x144],
  [0x150, 0x151],
  [0x158, 0x163], // Ř ř … Ş ş Ţ ţ (the old cedilla forms still found in shop feeds)
  [0x170, 0x171],
  [0x17d, 0x17e],
  [0x218, 0x21b], // Ș ș Ț ț
  [0x2010, 0x2027], // dashes, quotes „ ” ‘ ’, •, …
  [0x2030, 0x2030],
  [0x2032, 0x2033],
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // −
  [0x2300, 0x2300], // ⌀ (diameters, SPEC §3)
  [0x2605, 0x2605], // ★
  [0x2713, 0x2713], // ✓
];

/** The ranges as a CSS `unicode-range` value. */
export const interRomanianUnicodeRange = interRomanianRanges
  .map(([first, last]) => (first === last ? `U+${first.toString(16)}` : `U+${first.toString(16)}-${last.toString(16)}`))
  .join(', ');
