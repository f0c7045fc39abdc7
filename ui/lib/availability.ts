import type { Variant } from '#generated/main-api/types.gen';
import { pluralize } from './format';

export const availabilityKinds = ['soldOut', 'christmas', 'inStock', 'shipping', 'freeShipping'] as const;
export type AvailabilityKind = (typeof availabilityKinds)[number];

export interface AvailabilityTag {
  kind: AvailabilityKind;
  label: string;
}

export interface AvailabilityContext {
  /** The feature flag's day count for „Livrare până la Crăciun”; null turns the tag off. */
  christmasDays: number | null;
  today: Date;
}

const dayMs = 86_400_000;

/** Whole days from `today` to the next 24 December (this year's, or next year's once it has passed). */
export function daysUntilChristmasEve(today: Date): number {
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  let eve = Date.UTC(today.getFullYear(), 11, 24);
  if (eve < start) eve = Date.UTC(today.getFullYear() + 1, 11, 24);
  return Math.round((eve - start) / dayMs);
}

/**
 * „Expediere în …”: days up to 13 („3 zile”, „1 zi”), then whole weeks rounded up
 * („2 săptămâni”), because „17 zile” reads as more precise than shops are.
 */
export function shippingLabel(days: number): string {
  if (days === 0) return 'Gata pentru expediere';
  if (days < 14) return `Expediere în ${days}\u00a0${pluralize(days, { one: 'zi', other: 'zile' })}`;
  const weeks = Math.ceil(days / 7);
  return `Expediere în ${weeks}\u00a0${pluralize(weeks, { one: 'săptămână', other: 'săptămâni' })}`;
}

/** The availability and delivery tags of a variant, in SPEC §4's order of precedence. */
export function availabilityTags(
  variant: Pick<Variant, 'active' | 'inStock' | 'deliveryInDays' | 'freeShipping'>,
  { christmasDays, today }: AvailabilityContext,
): AvailabilityTag[] {
  if (!variant.active) return [{ kind: 'soldOut', label: 'Epuizat' }];
  const tags: AvailabilityTag[] = [];
  const days = variant.deliveryInDays;
  if (christmasDays !== null && daysUntilChristmasEve(today) <= christmasDays && days !== null && days <= christmasDays) {
    tags.push({ kind: 'christmas', label: 'Livrare până la Crăciun' });
  } else if (variant.inStock) {
    tags.push({ kind: 'inStock', label: 'În stoc' });
  } else if (days !== null) {
    tags.push({ kind: 'shipping', label: shippingLabel(days) });
  }
  if (variant.freeShipping) tags.push({ kind: 'freeShipping', label: 'Livrare gratuită' });
  return tags;
}
