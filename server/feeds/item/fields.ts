import { shippingSubAttributes } from './shipping';

/**
 * The fields of a raw item sorted into the attributes Cuib reads, by Google's name or by the name
 * the wiki page `/wiki/feed-de-produse` gives shops (`url`, `image`, `category`, …). Where a shop
 * writes both, Google's name wins. Names are compared as the reader gives them (lower case, no
 * namespace), with spaces and hyphens read as underscores ("image link", Google's older text form).
 */

/** Attributes in a fixed order: a raw item's values go into an array indexed by them. */
export const attributes = [
  'id', 'title', 'description', 'link', 'image_link', 'additional_image_link', 'price', 'sale_price', 'sale_price_effective_date',
  'availability', 'brand', 'gtin', 'mpn', 'item_group_id', 'color', 'size', 'material', 'pattern', 'google_product_category',
  'product_type', 'shipping', 'product_length', 'product_width', 'product_height', 'price_before_discount', 'delivery', 'dimensions',
] as const;
export type Attribute = (typeof attributes)[number];

/** The wiki's names for Google's attributes (and `ean`, the name Romanian shops give the GTIN). */
export const aliases: Readonly<Record<string, Attribute>> = {
  url: 'link',
  image: 'image_link',
  additional_images: 'additional_image_link',
  category: 'product_type',
  manufacturer: 'brand',
  ean: 'gtin',
};

/** The wiki's name for an attribute, for messages about a missing one. */
export const aliasOf: Readonly<Partial<Record<Attribute, string>>> = Object.fromEntries(Object.entries(aliases).map(([alias, name]) => [name, alias]));

export const at = Object.fromEntries(attributes.map((name, index) => [name, index])) as { readonly [name in Attribute]: number };

const byName = new Map<string, { index: number; alias: boolean }>([
  ...attributes.map((name, index) => [name, { index, alias: false }] as const),
  ...Object.entries(aliases).map(([alias, name]) => [alias, { index: at[name], alias: true }] as const),
]);

const spaced = /[\s-]+/g;
const plainName = /^[a-z_]+$/;
const shippingColumn = /^shipping\((.*)\)$/;

/** What a field name is read as: an attribute (by Google's name or an alias), a part of nested shipping, a shipping column, or nothing. */
type Reading =
  | { kind: 'attribute'; index: number; alias: boolean }
  | { kind: 'shipping-part'; part: string }
  | { kind: 'shipping-column'; order: string[] }
  | { kind: 'other' };

/**
 * Readings by name as written. A file has a few dozen distinct names and a million items, so each
 * name is worked out once; the bound keeps a file inventing names per item from growing it.
 */
const readings = new Map<string, Reading>();
const mostReadings = 10_000;

function readingOf(written: string): Reading {
  const known = readings.get(written);
  if (known !== undefined) return known;
  const name = plainName.test(written) ? written : written.trim().toLowerCase().replace(spaced, '_');
  const attribute = byName.get(name);
  let reading: Reading = { kind: 'other' };
  if (attribute !== undefined) reading = { kind: 'attribute', ...attribute };
  else if (name.startsWith('shipping.')) {
    const part = name.slice('shipping.'.length);
    if (shippingSubAttributes.has(part)) reading = { kind: 'shipping-part', part };
  } else {
    const column = shippingColumn.exec(name);
    if (column) reading = { kind: 'shipping-column', order: (column[1] as string).split(':').map((part) => part.trim()) };
  }
  if (readings.size < mostReadings) readings.set(written, reading);
  return reading;
}

/** A raw item's values by attribute, with the names the shop used (for messages) and shipping's nested parts. */
export interface Sorted {
  values: (string | readonly string[] | undefined)[];
  names: (string | undefined)[];
  /** `shipping.price`, `shipping.country`, … by sub-attribute name, when the feed nests them (XML). */
  shippingParts: Record<string, string | readonly string[]> | undefined;
  /** The sub-attribute order of a `shipping(country:price)` column header. */
  shippingOrder: string[] | undefined;
}

export function sortFields(fields: Readonly<Record<string, string | readonly string[]>>): Sorted {
  // Holey arrays: filling them costs more than the whole sort.
  const values: (string | readonly string[] | undefined)[] = new Array(attributes.length);
  const names: (string | undefined)[] = new Array(attributes.length);
  let fromAlias = 0;
  let shippingParts: Record<string, string | readonly string[]> | undefined;
  let shippingOrder: string[] | undefined;
  for (const written in fields) {
    const value = fields[written];
    if (value === undefined || (typeof value !== 'string' && !Array.isArray(value))) continue;
    const reading = readingOf(written);
    if (reading.kind === 'attribute') {
      const { index } = reading;
      const bit = 1 << index;
      if (values[index] !== undefined && (reading.alias || (fromAlias & bit) === 0)) continue;
      values[index] = value;
      names[index] = written;
      fromAlias = reading.alias ? fromAlias | bit : fromAlias & ~bit;
    } else if (reading.kind === 'shipping-part') {
      (shippingParts ??= Object.create(null) as Record<string, string | readonly string[]>)[reading.part] = value;
    } else if (reading.kind === 'shipping-column' && values[at.shipping] === undefined) {
      values[at.shipping] = value;
      names[at.shipping] = written;
      shippingOrder = reading.order;
    }
  }
  return { values, names, shippingParts, shippingOrder };
}

/** The attribute a field name (Google's or the wiki's) is read as, if any. */
export function attributeNamed(written: string): Attribute | undefined {
  const reading = readingOf(written);
  return reading.kind === 'attribute' ? attributes[reading.index] : undefined;
}

/** The first value of a field given once or several times, or undefined when absent or empty. */
export function firstOf(value: string | readonly string[] | undefined): string | undefined {
  const first = typeof value === 'string' ? value : value?.[0];
  return typeof first === 'string' && first !== '' ? first : undefined;
}

/** Every value of a field, as a list. */
export function allOf(value: string | readonly string[] | undefined): readonly string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value.filter((one): one is string => typeof one === 'string');
}
