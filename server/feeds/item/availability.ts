import { fold } from '../../catalogue/fold';
import type { Availability } from './item';

/**
 * Availability values as shops write them, compared without case, spaces, underscores, hyphens
 * or diacritics ("in_stock", "In Stock", "in-stock" and "InStock" are one value):
 * - Google's four values, and its spellings with a space from before 2014 ("in stock");
 * - "available for order", which Google retired in its 2014 specification update by merging it
 *   into in stock (support.google.com/merchants/answer/3097504);
 * - schema.org's ItemAvailability names, as Google maps them (answer/6324448), also as full URLs;
 * - the wiki's Romanian values ("în stoc, la comandă sau epuizat") and their usual variants.
 *   "La comandă" (ordered from the supplier once a shopper orders) is Google's backorder.
 */
const values: Readonly<Record<string, Availability>> = {
  instock: 'in_stock',
  outofstock: 'out_of_stock',
  preorder: 'preorder',
  backorder: 'backorder',
  availablefororder: 'in_stock',
  limitedavailability: 'in_stock',
  onlineonly: 'in_stock',
  instoreonly: 'out_of_stock',
  soldout: 'out_of_stock',
  discontinued: 'out_of_stock',
  presale: 'preorder',
  instoc: 'in_stock',
  stoc: 'in_stock',
  disponibil: 'in_stock',
  stoclimitat: 'in_stock',
  lacomanda: 'backorder',
  comanda: 'backorder',
  stocfurnizor: 'backorder',
  inaprovizionare: 'backorder',
  precomanda: 'preorder',
  epuizat: 'out_of_stock',
  stocepuizat: 'out_of_stock',
  indisponibil: 'out_of_stock',
  farastoc: 'out_of_stock',
  nuestainstoc: 'out_of_stock',
};

const separators = /[\s_\-.]+/g;
const schemaOrg = /^https?:\/\/schema\.org\//i;
const ascii = /^[\x20-\x7e]*$/;

/** The availability a value names, or null. */
export function availabilityOf(text: string): Availability | null {
  if (text === 'in_stock' || text === 'out_of_stock' || text === 'preorder' || text === 'backorder') return text;
  const plain = ascii.test(text) ? text.toLowerCase() : fold(text);
  const key = plain.replace(schemaOrg, '').replace(separators, '');
  return Object.hasOwn(values, key) ? (values[key] as Availability) : null;
}
