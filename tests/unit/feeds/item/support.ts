import type { Checked, FeedItem, ItemProblem } from '#server/feeds/item/index';
import { itemValidator } from '#server/feeds/item/index';
import type { RawItem } from '#server/feeds/raw-item';

/** A day inside Black Friday week, when Romanian shops run most of their sales. */
export const today = '2026-11-25';

/** A sofa as mobilacasa.ro's Google Shopping export writes it, every required field present. */
export const sofa: Readonly<Record<string, string | string[]>> = {
  id: 'MC-10234',
  title: 'Canapea extensibilă Oslo, 3 locuri, gri antracit',
  description: 'Canapea extensibilă cu ladă de depozitare, tapițată în stofă rezistentă.',
  link: 'https://www.mobilacasa.ro/canapele/canapea-extensibila-oslo-gri-antracit',
  image_link: 'https://cdn.mobilacasa.ro/produse/10234/oslo-1.jpg',
  price: '2499.99 RON',
  availability: 'in_stock',
  brand: 'Mobila Casa',
  google_product_category: '460',
  product_type: 'Mobilier > Canapele > Extensibile',
};

export const raw = (fields: Readonly<Record<string, string | string[]>>, line = 7, tooLong: string[] = []): RawItem => ({ fields: { ...fields }, line, tooLong });

/** One item through a fresh validator for mobilacasa.ro. */
export function check(fields: Readonly<Record<string, string | string[]>>, options: { domain?: string; today?: string; tooLong?: string[] } = {}): Checked {
  return itemValidator({ domain: options.domain ?? 'mobilacasa.ro' }, options.today ?? today)(raw(fields, 7, options.tooLong));
}

export function valid(fields: Readonly<Record<string, string | string[]>>, options?: Parameters<typeof check>[1]): FeedItem {
  const checked = check(fields, options);
  if (!checked.ok) throw new Error(`expected a valid item, got ${checked.problem.reason}: ${checked.problem.message}`);
  return checked.item;
}

export function problem(fields: Readonly<Record<string, string | string[]>>, options?: Parameters<typeof check>[1]): ItemProblem {
  const checked = check(fields, options);
  if (checked.ok) throw new Error(`expected an invalid item, got ${JSON.stringify(checked.item)}`);
  return checked.problem;
}

/** A copy of `fields` without the named ones. */
export function without(fields: Readonly<Record<string, string | string[]>>, ...names: string[]): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));
}
