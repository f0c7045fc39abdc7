import type { DimensionsFilterGroup } from '#generated/main-api/types.gen';
import { dimensionNames, dimensionSlugOf, listingParams } from '#domain/listing-params';
import { withQuery } from '#domain/listing-url';
import type { FacetCounts } from './catalogue-query';
import type { ListingQuery } from './listing-query';

const dimensionLabels = { width: 'Lățime', height: 'Înălțime', depth: 'Adâncime', diameter: 'Diametru' } as const;

/**
 * The dimensions group: for each dimension the listed variants have, its range (with every other
 * filter applied) and the listing without that dimension's filter.
 */
export function dimensionsGroup(url: URL, query: ListingQuery, facets: FacetCounts): DimensionsFilterGroup | null {
  const ranges = dimensionNames.flatMap((dimension) => {
    const range = facets.dimensions[dimension];
    const selected = query.dimensions?.[dimension];
    // A single size is nothing to choose between, unless the shopper chose it.
    if (!selected && (!range || range.min === range.max)) return [];
    const others = url.searchParams
      .getAll(listingParams.dimension)
      .flatMap((value) => value.split(','))
      .filter((value) => !value.startsWith(`${dimensionSlugOf[dimension]}:`));
    return [
      {
        dimension,
        name: dimensionLabels[dimension],
        min: range?.min ?? selected?.from ?? 0,
        max: range?.max ?? selected?.to ?? 0,
        selectedMin: selected?.from ?? null,
        selectedMax: selected?.to ?? null,
        url: withQuery(url, { [listingParams.dimension]: others.length ? others.join(',') : null }),
      },
    ];
  });
  return ranges.length ? { ident: listingParams.dimension, name: 'Dimensiuni', ranges } : null;
}
