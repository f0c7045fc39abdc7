/**
 * Marks a control whose link or form opens the same listing in another state (a filter, a sort, a
 * chip): with JavaScript the listing takes it in place (`InPlaceListing`), without it the link or
 * form works as it is. Plain data, so server components can use it.
 */
export const inPlace = { 'data-in-place': '' } as const;
