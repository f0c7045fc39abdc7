import type { Variant } from '#generated/main-api/types.gen';

export interface CardTag {
  label: string;
  /** `offer` for promotions, `rank` for the shop's standing, `label` for editorial labels. */
  tone: 'offer' | 'rank' | 'label';
}

const promoLabels = { blackFriday: 'Black Friday', gardenSales: 'Reduceri de grădină', priceDrop: 'Ofertă limitată' } as const;
const tierLabels = { bestseller: 'Cel mai vândut', seller: 'Vândut des' } as const;

/** The tags over a card's image: promotions first, then the tier and an editorial label. */
export function variantTags(variant: Pick<Variant, 'promoTags' | 'tier' | 'topProductLabel'>): CardTag[] {
  return [
    ...variant.promoTags.map((tag) => ({ label: promoLabels[tag], tone: 'offer' as const })),
    ...(variant.tier ? [{ label: tierLabels[variant.tier], tone: 'rank' as const }] : []),
    ...(variant.topProductLabel ? [{ label: variant.topProductLabel, tone: 'label' as const }] : []),
  ];
}
