import { dimensionOfSlug, listingParams, promoSlugs } from '#domain/listing-params';
import { problem } from '../http/problem';
import { categoryRepository } from '../repositories/categories';
import { manufacturerRepository } from '../repositories/manufacturers';
import { shopRepository } from '../repositories/shops';
import type { Store } from '../db/store';
import { type ListingQuery, type ListingSort, listingSorts } from './listing-query';
import { queryWords } from './name-index';

export const defaultPageSize = 24;

/** A listing URL that cannot be served: the field it names goes into the 400/404 problem. */
export class ListingUrlError extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

function positiveNumber(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw.replace(',', '.'));
  if (!Number.isFinite(value) || value < 0) throw new ListingUrlError(400, 'body.url', `„${name}” trebuie să fie un număr pozitiv.`);
  return value;
}

/**
 * Reads a listing URL (`/produse/canapele?pret-de-la=500&ordonare=cheapest&pagina=2`) into the
 * query the repository runs. The URL is the state of a listing (DESIGN.md).
 */
export async function parseFilteringUrl(store: Store, url: string): Promise<ListingQuery & { url: URL }> {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://cuib.local');
  } catch {
    throw new ListingUrlError(400, 'body.url', 'Adresa listării nu este validă.');
  }
  const segments = parsed.pathname.split('/').filter(Boolean);
  const shopListing = segments[1] === 'magazin' && segments.length === 3;
  if (segments[0] !== 'produse' || (segments.length > 2 && !shopListing)) {
    throw new ListingUrlError(400, 'body.url', 'Adresa listării trebuie să fie /produse, /produse/{categorie} sau /produse/magazin/{magazin}.');
  }
  let categoryId: number | undefined;
  let eshopId: number | undefined;
  if (shopListing) {
    const shop = await shopRepository(store).idBySlug(segments[2]!);
    if (!shop) throw new ListingUrlError(404, 'body.url', `Magazinul „${segments[2]}” nu există.`);
    eshopId = shop.id;
  } else if (segments[1]) {
    const category = await categoryRepository(store).bySlug(segments[1]);
    if (!category) throw new ListingUrlError(404, 'body.url', `Categoria „${segments[1]}” nu există.`);
    categoryId = category.id;
  }
  const params = parsed.searchParams;
  const sort = (params.get(listingParams.sort) ?? 'relevance') as ListingSort;
  if (!listingSorts.includes(sort)) {
    throw new ListingUrlError(400, 'body.url', `„${listingParams.sort}” trebuie să fie una dintre ${listingSorts.join(', ')}.`);
  }
  const page = Number(params.get(listingParams.page) ?? 1);
  if (!Number.isInteger(page) || page < 1) {
    throw new ListingUrlError(400, 'body.url', `„${listingParams.page}” trebuie să fie un număr întreg de la 1.`);
  }
  // A value given twice (`producator=a,a`, or the parameter repeated) counts once.
  const slugsOf = (name: string) => [...new Set(params.getAll(name).flatMap((value) => value.split(',')).filter(Boolean))];
  const idsOf = async (name: string, table: 'manufacturers' | 'eshops') => {
    const wanted = slugsOf(name);
    if (wanted.length === 0) return undefined;
    const rows = await (table === 'manufacturers' ? manufacturerRepository(store) : shopRepository(store)).idsBySlugs(wanted);
    if (rows.length !== wanted.length) {
      const known = new Set(rows.map((row) => row.slug));
      const unknown = wanted.filter((slug) => !known.has(slug));
      throw new ListingUrlError(400, 'body.url', `„${name}” conține ${unknown.length === 1 ? 'o valoare necunoscută' : 'valori necunoscute'}: ${unknown.map((slug) => `„${slug}”`).join(', ')}.`);
    }
    return rows.map((row) => row.id);
  };
  const promo = slugsOf(listingParams.promo).map((slug) => {
    const tag = promoSlugs[slug as keyof typeof promoSlugs];
    if (!tag) throw new ListingUrlError(400, 'body.url', `„${listingParams.promo}” trebuie să fie una dintre ${Object.keys(promoSlugs).join(', ')}.`);
    return tag;
  });
  const list = (values: string[]) => (values.length ? values : undefined);
  const yes = (name: string) => {
    const value = params.get(name);
    if (value === null) return undefined;
    if (value !== 'da') throw new ListingUrlError(400, 'body.url', `„${name}” poate fi doar „da”.`);
    return true;
  };
  const deliveryWithin = params.get(listingParams.deliveryWithin);
  if (deliveryWithin !== null && !/^\d{1,3}$/.test(deliveryWithin)) {
    throw new ListingUrlError(400, 'body.url', `„${listingParams.deliveryWithin}” trebuie să fie un număr de zile, de la 0 la 999.`);
  }
  const dimensions: ListingQuery['dimensions'] = {};
  for (const value of slugsOf(listingParams.dimension)) {
    const match = /^([a-z]+):(\d*)-(\d*)$/.exec(value);
    const name = match && dimensionOfSlug[match[1] as keyof typeof dimensionOfSlug];
    if (!match || !name || (match[2] === '' && match[3] === '')) {
      throw new ListingUrlError(400, 'body.url', `„${listingParams.dimension}” se scrie dimensiune:de_la-până_la în milimetri, de exemplu latime:1200-2200 (dimensiuni: ${Object.keys(dimensionOfSlug).join(', ')}).`);
    }
    const from = match[2] === '' ? undefined : Number(match[2]);
    const to = match[3] === '' ? undefined : Number(match[3]);
    if (from !== undefined && to !== undefined && from > to) throw new ListingUrlError(400, 'body.url', `„${listingParams.dimension}”: începutul intervalului (${from}) este mai mare decât sfârșitul (${to}).`);
    dimensions[name] = { from, to };
  }
  const manufacturerIds = await idsOf(listingParams.manufacturer, 'manufacturers');
  const eshopIds = await idsOf(listingParams.shop, 'eshops');
  return {
    url: parsed,
    colours: list(slugsOf(listingParams.colour)),
    manufacturerIds,
    eshopIds,
    materials: list(slugsOf(listingParams.material)),
    styles: list(slugsOf(listingParams.style)),
    promo: list(promo),
    dimensions: Object.keys(dimensions).length ? dimensions : undefined,
    discountedOnly: yes(listingParams.discounted),
    withVoucher: yes(listingParams.voucher),
    deliveryWithinDays: deliveryWithin === null ? undefined : Number(deliveryWithin),
    categoryId,
    eshopId,
    priceFrom: positiveNumber(params, listingParams.priceFrom),
    priceTo: positiveNumber(params, listingParams.priceTo),
    words: list(queryWords(params.get(listingParams.query) ?? '')),
    sort,
    page,
    pageSize: defaultPageSize,
  };
}

/** The listing query of a filtering request, or the 400/404 problem that says why it cannot be served. */
export async function listingQueryOrProblem(store: Store, url: string): Promise<Awaited<ReturnType<typeof parseFilteringUrl>> | Response> {
  try {
    return await parseFilteringUrl(store, url);
  } catch (error) {
    if (error instanceof ListingUrlError) return problem(error.status, error.message, { field: error.field });
    throw error;
  }
}
