import { fold } from '../../catalogue/fold';

/**
 * Sizes in whole millimetres. Google's product_length/width/height are "20 in" or "50 cm"; shops
 * also write "180cm", "1800 mm", "1,8 m" or the bare number, which the wiki says is in cm.
 */

const millimetresPer: Readonly<Record<string, number>> = { mm: 1, cm: 10, dm: 100, m: 1000, in: 25.4, inch: 25.4, inches: 25.4, '"': 25.4, '″': 25.4 };

/** Larger than any room: a value above it is a slip (millimetres written as cm), not a size. */
const largestMm = 100_000;

const single = /^(\d+(?:[.,]\d+)?)\s*(mm|cm|dm|m|in|inch|inches|"|″)?\.?$/i;

/** Lengths by value as written: a shop's sizes repeat ("80 cm") over its whole feed. */
const lengths = new Map<string, number | null>();
const mostLengths = 2_000;

/** A length in millimetres, or null when the value is none. */
export function lengthMm(text: string): number | null {
  const known = lengths.get(text);
  if (known !== undefined) return known;
  const mm = readLength(text);
  if (lengths.size >= mostLengths) lengths.clear();
  lengths.set(text, mm);
  return mm;
}

function readLength(text: string): number | null {
  const parts = single.exec(text.trim());
  if (!parts) return null;
  return toMm(parts[1] as string, (parts[2] ?? 'cm').toLowerCase());
}

function toMm(number: string, unit: string): number | null {
  const value = Number(number.replace(',', '.')) * (millimetresPer[unit] ?? 10);
  const mm = Math.round(value);
  return mm > 0 && mm <= largestMm ? mm : null;
}

export interface Size {
  widthMm: number | null;
  depthMm: number | null;
  heightMm: number | null;
}

type Side = 'width' | 'depth' | 'height' | 'diameter';

/**
 * Labels Romanian and English shops put before or after a number: L/l (lățime, lungime) and W for
 * width, A (adâncime), P (profunzime) and D for depth, H and Î for height, Ø for a diameter (width and
 * depth at once).
 */
const labels: Readonly<Record<string, Side>> = {
  l: 'width', w: 'width', lat: 'width', latime: 'width', lung: 'width', lungime: 'width', width: 'width', length: 'width',
  a: 'depth', p: 'depth', d: 'depth', adanc: 'depth', adancime: 'depth', profunzime: 'depth', depth: 'depth',
  h: 'height', i: 'height', inalt: 'height', inaltime: 'height', height: 'height',
  o: 'diameter', diam: 'diameter', diametru: 'diameter', diameter: 'diameter',
};

/**
 * One number of a size: an optional label before it ("L 180", "lățime: 180"), its unit, and an
 * optional label after it, in brackets ("180 (L)") or as a word closing the term ("180 L x …").
 */
const term = /(?:([a-z]+)\s*[:.=]?\s*)?(\d+(?:[.,]\d+)?)\s*(?:(mm|cm|dm|m|in)(?![a-z])|("|″))?(?:\s*\(([a-z]+)\)|\s+([a-z]+)(?=\s*(?:[x,;/]|$)))?/g;
const unitAtEnd = /(?:^|[\d\s])(mm|cm|dm|m|in|"|″)\s*\.?\s*$/;

/**
 * The wiki's `dimensions`, "180 x 75 x 90 cm": width × height × depth, the order the wiki gives
 * shops („lățime, înălțime, adâncime”), unless labels say otherwise ("L 180 x A 90 x H 75",
 * "Ø60 x 75 cm", "înălțime 75, lățime 180"). Numbers without a label fill width, height, depth in
 * that order; a unit written once at the end applies to every number
 * without one, and none means cm.
 */
export function sizeOf(text: string): Size | null {
  const folded = fold(text).replace(/ø/g, 'o ').replace(/[×*]/g, ' x ');
  const endUnit = unitAtEnd.exec(folded)?.[1] ?? 'cm';
  const size: Size = { widthMm: null, depthMm: null, heightMm: null };
  const unlabelled: number[] = [];
  let found = 0;
  term.lastIndex = 0;
  for (let parts = term.exec(folded); parts; parts = term.exec(folded)) {
    const mm = toMm(parts[2] as string, parts[3] ?? parts[4] ?? endUnit);
    if (mm === null) return null;
    found++;
    const side = labelOf(parts[1]) ?? labelOf(parts[5] ?? parts[6]);
    if (side === 'diameter') {
      size.widthMm ??= mm;
      size.depthMm ??= mm;
    } else if (side !== undefined && size[`${side}Mm`] === null) size[`${side}Mm`] = mm;
    else unlabelled.push(mm);
  }
  if (found === 0 || found > 3) return null;
  for (const mm of unlabelled) {
    if (size.widthMm === null) size.widthMm = mm;
    else if (size.heightMm === null) size.heightMm = mm;
    else if (size.depthMm === null) size.depthMm = mm;
  }
  return size;
}

function labelOf(word: string | undefined): Side | undefined {
  return word !== undefined && Object.hasOwn(labels, word) ? labels[word] : undefined;
}
