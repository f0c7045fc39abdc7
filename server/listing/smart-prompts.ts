import type { Choice } from '#generated/main-api/types.gen';
import type { ListingQuery } from './listing-query';
import type { FacetCounts } from './catalogue-query';
import { listingParams } from '#domain/listing-params';
import { toggled, withQuery } from '#domain/listing-url';
import { formatAmount } from '#domain/romanian';


/** A price under which about a third of the listing lies, rounded to a number people say ("sub 1.500 lei"). */
function affordablePrice(facets: FacetCounts): { price: number; count: number } | null {
  const { min, max, count } = facets.price;
  if (min === null || max === null || count < 10 || max - min < 10) return null;
  const buckets = facets.price.histogram(min, max, 40);
  const width = (max - min) / 40;
  let seen = 0;
  for (const [i, bucketCount] of buckets.entries()) {
    seen += bucketCount;
    if (seen >= count / 3) {
      const raw = min + (i + 1) * width;
      const step = raw >= 1000 ? 500 : raw >= 200 ? 50 : 10;
      return { price: Math.max(step, Math.round(raw / step) * step), count: seen };
    }
  }
  return null;
}

/**
 * Refinements offered as chips above a listing: an affordable price, the most common colour and
 * material, and discounted offers — each only when it narrows what is listed and is not chosen yet.
 */
export function smartPrompts(url: URL, query: ListingQuery, facets: FacetCounts, colourNames: Map<string, string>): Choice[] {
  const prompt = (ident: string, name: string, target: string, count: number): Choice => ({
    ident: `prompt-${ident}`,
    id: null,
    name,
    url: target,
    selected: false,
    disabled: false,
    followable: false,
    highlighted: false,
    count,
  });
  const narrows = (count: number | undefined) => count !== undefined && count > 0 && count < facets.total;
  const prompts: Choice[] = [];
  const price = query.priceTo === undefined ? affordablePrice(facets) : null;
  if (price && narrows(price.count)) {
    prompts.push(prompt(`sub-${price.price}`, `sub ${formatAmount(price.price)} lei`, withQuery(url, { [listingParams.priceTo]: String(price.price) }), price.count));
  }
  const top = (counts: ReadonlyMap<string, number>, chosen: readonly string[] | undefined) =>
    [...counts.entries()].filter(([slug, count]) => !chosen?.includes(slug) && narrows(count)).sort((a, b) => b[1] - a[1])[0];
  if (!query.colours?.length) {
    const colour = top(facets.colours, query.colours);
    if (colour) prompts.push(prompt(`culoare-${colour[0]}`, `în nuanțe de ${(colourNames.get(colour[0]) ?? colour[0]).toLowerCase()}`, toggled(url, listingParams.colour, colour[0]), colour[1]));
  }
  if (!query.materials?.length) {
    const material = top(facets.materials, query.materials);
    if (material) prompts.push(prompt(`material-${material[0]}`, `din ${(facets.names.get(material[0]) ?? material[0]).toLowerCase()}`, toggled(url, listingParams.material, material[0]), material[1]));
  }
  const drops = facets.promo.get('priceDrop');
  if (!query.promo?.includes('priceDrop') && narrows(drops)) {
    prompts.push(prompt('pret-redus', 'cu preț redus recent', toggled(url, listingParams.promo, 'pret-redus'), drops!));
  }
  return prompts;
}
