/**
 * The card layouts of the `card-layout` experiment (server/data/features.json): today's card, and
 * one that shows the price before the shop and the name, for shoppers comparing prices at a glance.
 */
export const cardVariants = ['standard', 'price-first'] as const;
export type CardVariant = (typeof cardVariants)[number];
