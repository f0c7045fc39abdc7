import { once } from '#domain/romanian';

/** A star rating rounded to half stars (SPEC §5), 0 to 5. */
export function roundRating(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

/** How each of the five stars is drawn for a rating: full, half or empty. */
export function starFills(rating: number): ('full' | 'half' | 'empty')[] {
  const rounded = roundRating(rating);
  return [1, 2, 3, 4, 5].map((star) => (rounded >= star ? 'full' : rounded >= star - 0.5 ? 'half' : 'empty'));
}

// Built once, on first use: a formatter per call cost about 1 % of a listing's server render.
const oneDecimal = once(() => new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/**
 * A rating to one decimal (4.07 → 4.1), half away from zero: the one figure the page writes and
 * structured data gives search engines. The stars, drawn by half, use {@link roundRating}.
 */
export const ratingValue = (rating: number) => Math.min(5, Math.max(0, Math.round(rating * 10 + 1e-9) / 10));

/** `4,1` — ratings read to one decimal, with a decimal comma. */
export const formatRating = (rating: number) => oneDecimal().format(ratingValue(rating));
