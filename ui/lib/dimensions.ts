import type { Dimensions } from '#generated/main-api/types.gen';
import { once } from '#domain/romanian';

type Range = { from: number; to: number } | null | undefined;

// Built once, on first use: one per call was 5 % of a listing's server render (three per card).
const centimetres = once(() => new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 1 }));
const cm = (mm: number) => centimetres().format(mm / 10);

/** One dimension in cm: `200`, or `180-220` when it varies (SPEC §3). */
const range = (value: Range) => (value ? (value.from === value.to ? cm(value.from) : `${cm(value.from)}-${cm(value.to)}`) : null);

/**
 * A variant's size as shown on cards: width × height × depth in cm, the diameter prefixed with ⌀
 * (`200 × 85 × 95 cm`, `⌀ 60 × 75 cm`), or null when nothing is known.
 */
export function formatDimensions(dimensions: Dimensions | null | undefined): string | null {
  if (!dimensions) return null;
  const diameter = range(dimensions.diameter);
  const parts = [diameter === null ? null : `⌀\u00a0${diameter}`, range(dimensions.width), range(dimensions.height), range(dimensions.depth)].filter(
    (part): part is string => part !== null,
  );
  return parts.length ? `${parts.join(' × ')} cm` : null;
}
