/** The detail page's modals (SPEC §2 Modals), as `data-opens` names them. */
export const detailModalNames = ['offers', 'select-variant', 'images', 'deliveries', 'review-images'] as const;
export type DetailModalName = (typeof detailModalNames)[number];
