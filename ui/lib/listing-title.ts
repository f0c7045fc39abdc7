import type { VariantFiltering } from '#generated/main-api/types.gen';
import { formatPrice, formatRange } from './format';

/** The site's name after every title. */
const siteSuffix = ' | Cuib';

/** A choice's name inside a phrase: „Gri” reads „gri”, while „LED” or „IKEA” stay as they are. */
function inPhrase(name: string): string {
  const [first = '', second = ''] = name;
  return second && second === second.toLocaleLowerCase('ro') ? first.toLocaleLowerCase('ro') + name.slice(1) : name;
}

/** The price in words, as a shopper would search for it: „sub 3.000 lei”, „peste 2.700 lei”, „2.700–3.000 lei”. */
function pricePhrase(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return formatRange(min, max, 'lei');
  if (max !== null) return `sub ${formatPrice(max)}`;
  if (min !== null) return `peste ${formatPrice(min)}`;
  return null;
}

interface TitleInput {
  /** The listing's own title, used alone when the shopper chose nothing. */
  title: string;
  /** The listing's name, which a title with choices starts with. */
  heading: string;
  filtering: VariantFiltering;
  page: number;
  /**
   * Filters the page always applies, by parameter (`{ promotie: 'black-friday' }`): its name already
   * says them („Black Friday”), so they are not said again. @default {}
   */
  fixed?: Readonly<Record<string, string>>;
}

/**
 * A listing's title, which says what the shopper chose (the issue's „Canapele gri sub 3.000 lei —
 * pagina 2”): the heading, the chosen properties, makers and shops, the price and dimensions, then
 * the page. Without filters it is the listing's own title, with the page before the site's name.
 * A page's fixed filters count as no choice (never „Black Friday black Friday”).
 */
export function listingTitle({ title, heading, filtering, page, fixed = {} }: TitleInput): string {
  const { groups } = filtering;
  const paged = page > 1 ? ` – pagina ${page}` : '';
  // A group's ident is its URL parameter and a choice's ident its value there.
  const isFixed = (group: string, value: string) => (fixed[group] ?? '').split(',').includes(value);
  const chosen = (group: { ident: string; choices: readonly { ident: string; name: string; selected: boolean }[] } | null | undefined) =>
    (group?.choices ?? []).filter((choice) => choice.selected && !isFixed(group!.ident, choice.ident)).map((choice) => choice.name);
  const properties = [...groups.features, ...groups.parameters, groups.promo].flatMap(chosen).map(inPhrase);
  const price = groups.price?.range.selected ? pricePhrase(groups.price.range.selectedMin, groups.price.range.selectedMax) : null;
  const dimensions = (groups.dimensions?.ranges ?? [])
    .filter((range) => range.selectedMin !== null || range.selectedMax !== null)
    .map((range) => `${inPhrase(range.name)} ${formatRange(range.selectedMin !== null ? range.selectedMin / 10 : null, range.selectedMax !== null ? range.selectedMax / 10 : null, 'cm')}`);
  const makers = chosen(groups.manufacturers);
  const shops = chosen(groups.eshops);
  const phrase = [
    properties.join(', '),
    makers.length > 0 ? makers.join(', ') : '',
    shops.length > 0 ? `de la ${shops.join(', ')}` : '',
    price ?? '',
    dimensions.join(', '),
  ].filter(Boolean);
  if (phrase.length === 0) return title.endsWith(siteSuffix) ? `${title.slice(0, -siteSuffix.length)}${paged}${siteSuffix}` : `${title}${paged}`;
  return `${heading} ${phrase.join(' ')}${paged}${siteSuffix}`;
}
