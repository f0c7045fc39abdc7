import type { Hono } from 'hono';
import type { Choice, ChoiceFilterGroup, ColourChoice, SortChoice, VariantFiltering } from '#generated/main-api/types.gen';
import { zPostVariantFilteringBody } from '#generated/main-api/zod.gen';
import { colours } from '../../catalogue/market';
import { slugify } from '../../catalogue/slug';
import { store } from '../../context';
import { validate } from '../../http/validate';
import { listingParams, promoSlugs } from '#domain/listing-params';
import { filterDepth, toggled, withQuery } from '#domain/listing-url';
import { listingQueryOrProblem } from '../../listing/filtering-url';
import { categoryRepository } from '../../repositories/categories';
import { manufacturerRepository } from '../../repositories/manufacturers';
import { shopRepository } from '../../repositories/shops';
import { listingFacets } from '../../listing/catalogue-query';
import { listingSorts } from '../../listing/listing-query';
import { dimensionsGroup } from '../../listing/dimension-filter';
import { smartPrompts } from '../../listing/smart-prompts';
import { formatAmount } from '#domain/romanian';

const sortNames: Record<(typeof listingSorts)[number], string> = {
  relevance: 'Relevanță',
  cheapest: 'Cele mai ieftine',
  mostExpensive: 'Cele mai scumpe',
  biggestDiscount: 'Cea mai mare reducere',
  bestRated: 'Cele mai apreciate',
  newest: 'Cele mai noi',
};

const promoNames: Record<string, string> = { blackFriday: 'Black Friday', gardenSales: 'Reduceri de grădină', priceDrop: 'Preț redus recent' };

/** A choice of a multi-choice group: its URL toggles it; empty choices are disabled unless selected. */
function choice(url: URL, param: string, value: string, name: string, count: number, selected: boolean, id: number | null = null): Choice {
  const target = toggled(url, param, value);
  return { ident: value, id, name, url: target, selected, disabled: count === 0 && !selected, followable: filterDepth(target) <= 1, highlighted: false, count };
}

/** A group's counts, with its selected values kept (at 0) even when nothing else matches them, to be removed. */
const withSelected = <K>(counts: ReadonlyMap<K, number>, selected: readonly K[] | undefined): [K, number][] => [
  ...counts.entries(),
  ...(selected ?? []).filter((value) => !counts.has(value)).map((value): [K, number] => [value, 0]),
];

/** Round numbers for predefined price ranges ("Sub 500 lei"). */
const roundPrice = (value: number) => {
  const magnitude = 10 ** Math.max(1, Math.floor(Math.log10(Math.max(value, 10))) - 1);
  return Math.max(magnitude, Math.round(value / magnitude) * magnitude);
};

export function registerFilteringRoutes(app: Hono): void {
  app.post('/api/v2/variant/filtering', async (c) => {
    const input = await validate(c, { body: zPostVariantFilteringBody });
    if (input instanceof Response) return input;
    const query = await listingQueryOrProblem(store(), input.body.url);
    if (query instanceof Response) return query;
    const { url } = query;
    // Each group counts with every other filter applied but its own, so its choices stay choosable.
    const facets = await listingFacets(store(), query);
    const multi = <K extends string | number>(ident: string, name: string, param: string, counts: ReadonlyMap<K, number>, selected: readonly K[] | undefined, label: (value: K) => { value: string; name: string; id?: number } | undefined): ChoiceFilterGroup | null => {
      const choices = withSelected(counts, selected)
        .map(([value, count]) => ({ info: label(value), count, selected: selected?.includes(value) ?? false }))
        .filter((entry) => entry.info)
        .sort((a, b) => Number(b.selected) - Number(a.selected) || b.count - a.count)
        .map(({ info, count, selected: on }) => choice(url, param, info!.value, info!.name, count, on, info!.id ?? null));
      return choices.length ? { ident, name, type: 'multichoice', choices } : null;
    };

    // Category: the current one, its parent, and its children with counts.
    const categories = categoryRepository(store());
    const current = query.categoryId === undefined ? undefined : await categories.byId(query.categoryId);
    const all = await categories.all();
    const children = all.filter((category) => category.parent_id === (current?.id ?? null));
    // Children lie inside the current category, so its own filter stays on while counting them.
    const leafCounts = facets.categories;
    const countUnder = (id: number): number =>
      (leafCounts.get(id) ?? 0) + all.filter((category) => category.parent_id === id).reduce((sum, child) => sum + countUnder(child.id), 0);
    const parent = current?.parent_id ? await categories.byId(current.parent_id) : undefined;
    const categoryChoice = (category: { id: number; slug: string; name: string }, count: number | null): Choice => ({
      ident: category.slug,
      id: category.id,
      name: category.name,
      url: withQuery(url, {}, `/produse/${category.slug}`),
      selected: false,
      disabled: count === 0,
      followable: true,
      highlighted: false,
      count,
    });

    // Price: the range without the price filter, a histogram and a few round ranges.
    const stats = facets.price;
    const min = Math.floor(stats.min ?? 0);
    const max = Math.ceil(stats.max ?? 0);
    const bucketCount = 12;
    const histogram = stats.count ? stats.histogram(min, max, bucketCount) : [];
    const bucketWidth = (max - min) / bucketCount;
    const cuts = [0.25, 0.5, 0.75].map((share) => roundPrice(min + (max - min) * share)).filter((v, i, list) => list.indexOf(v) === i);
    const ranges: [from: number | null, to: number | null][] = cuts.length
      ? [[null, cuts[0]!], ...cuts.slice(0, -1).map((cut, i): [number, number] => [cut, cuts[i + 1]!]), [cuts.at(-1)!, null]]
      : [];
    const predefined: Choice[] = stats.count
      ? ranges.map(([from, to]) => {
          const name = from === null ? `Sub ${formatAmount(to!)} lei` : to === null ? `Peste ${formatAmount(from)} lei` : `${formatAmount(from)} – ${formatAmount(to)} lei`;
          const target = withQuery(url, { [listingParams.priceFrom]: from === null ? null : String(from), [listingParams.priceTo]: to === null ? null : String(to) });
          const selected = (query.priceFrom ?? null) === from && (query.priceTo ?? null) === to;
          return { ident: `${from ?? ''}-${to ?? ''}`, id: null, name, url: target, selected, disabled: false, followable: false, highlighted: false, count: null };
        })
      : [];

    const colourHex = new Map<string, string>(colours.map((colour) => [slugify(colour.name), colour.hex]));
    const colourNames = new Map<string, string>(colours.map((colour) => [slugify(colour.name), colour.name]));
    const colourChoices: ColourChoice[] = withSelected(facets.colours, query.colours)
      .sort((a, b) => b[1] - a[1])
      .map(([slug, count]) => ({
        ...choice(url, listingParams.colour, String(slug), colourNames.get(String(slug)) ?? String(slug), count, query.colours?.includes(String(slug)) ?? false),
        hex: colourHex.get(String(slug)) ?? '#888888',
      }));

    const manufacturers = new Map((await manufacturerRepository(store()).named()).map((m) => [m.id, m]));
    const shops = new Map((await shopRepository(store()).named()).map((s) => [s.id, s]));
    const byId = (table: Map<number, { id: number; slug: string; name: string }>) => (value: string | number) => {
      const row = table.get(Number(value));
      return row && { value: row.slug, name: row.name, id: row.id };
    };
    const slugNamed = (value: string | number) => ({ value: String(value), name: facets.names.get(String(value)) ?? String(value) });
    const promoCounts: ReadonlyMap<string, number> = facets.promo;
    const promo: ChoiceFilterGroup = {
      ident: 'promotie',
      name: 'Promoții',
      type: 'multichoice',
      choices: Object.entries(promoSlugs)
        .map(([slug, tag]) => choice(url, listingParams.promo, slug, promoNames[tag]!, promoCounts.get(tag) ?? 0, query.promo?.includes(tag) ?? false))
        .filter((entry) => entry.count! > 0 || entry.selected),
    };

    const totalCount = facets.total;
    const q = url.searchParams.get(listingParams.query);
    const body: VariantFiltering = {
      totalCount,
      url: `${url.pathname}${url.search}`,
      groups: {
        category: {
          ident: 'categorie',
          name: 'Categorie',
          current: current ? { id: current.id, urlSlug: current.slug, longName: current.long_name } : null,
          parent: parent ? categoryChoice(parent, null) : current ? { ...categoryChoice({ id: 0, slug: '', name: 'Toate produsele' }, null), id: null, url: withQuery(url, {}, '/produse') } : null,
          choices: children.map((child) => categoryChoice(child, countUnder(child.id))).filter((entry) => entry.count! > 0),
        },
        search: q ? { ident: 'q', query: q, url: withQuery(url, { [listingParams.query]: null }) } : null,
        price: stats.count
          ? {
              ident: 'pret',
              name: 'Preț',
              range: {
                min,
                max,
                selected: query.priceFrom !== undefined || query.priceTo !== undefined,
                selectedMin: query.priceFrom ?? null,
                selectedMax: query.priceTo ?? null,
                url: withQuery(url, { [listingParams.priceFrom]: null, [listingParams.priceTo]: null }),
              },
              predefined,
              histogram: histogram.map((count, index) => ({
                lowerBound: Math.round((min + index * bucketWidth) * 100) / 100,
                upperBound: Math.round((min + (index + 1) * bucketWidth) * 100) / 100,
                count,
              })),
            }
          : null,
        sort: {
          ident: 'ordonare',
          name: 'Ordonează după',
          choices: listingSorts.map((sort): SortChoice => ({
            ident: sort,
            id: null,
            name: sortNames[sort],
            url: withQuery(url, { [listingParams.sort]: sort === 'relevance' ? null : sort }),
            selected: query.sort === sort,
            disabled: false,
            followable: false,
            highlighted: false,
            count: null,
            value: sort,
          })),
        },
        parameters: [
          multi('material', 'Material', listingParams.material, facets.materials, query.materials, slugNamed),
          multi('stil', 'Stil', listingParams.style, facets.styles, query.styles, slugNamed),
        ].filter((group): group is ChoiceFilterGroup => group !== null),
        features: colourChoices.length ? [{ kind: 'colour', ident: 'culoare', name: 'Culoare', type: 'multichoice', choices: colourChoices }] : [],
        manufacturers: multi('producator', 'Producător', listingParams.manufacturer, facets.manufacturers, query.manufacturerIds, byId(manufacturers)),
        eshops: multi('magazin', 'Magazin', listingParams.shop, facets.eshops, query.eshopIds, byId(shops)),
        dimensions: dimensionsGroup(url, query, facets),
        smartPromptChoices: smartPrompts(url, query, facets, colourNames),
        promo: promo.choices.length ? promo : null,
      },
    };
    return c.json(body);
  });
}
