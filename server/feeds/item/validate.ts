import { countOf } from '../../../domain/romanian';
import type { RawItem } from '../raw-item';
import { availabilityOf } from './availability';
import { lengthMm, sizeOf } from './dimensions';
import { aliasOf, allOf, at, type Attribute, attributeNamed, firstOf, sortFields, type Sorted } from './fields';
import { normalGtin } from './gtin';
import type { Checked, FeedItem, InvalidReason, ItemProblem } from './item';
import { addPictures, checkLink, imageUrl, shopHost } from './links';
import { type Parsed, parsePrice } from './price';
import { saleDays } from './sale-dates';
import { type Delivery, deliveryFromWiki, shippingFromNested, shippingFromText } from './shipping';
import { cap, clean, htmlToText, quote, sliceChars } from './text';

/** Google's limits (product data specification), and Cuib's for descriptions. */
const limits = { id: 50, title: 150, description: 5000, brand: 70, mpn: 70, itemGroupId: 50, colour: 100, size: 100, material: 200, pattern: 100, productType: 750 } as const;
const additionalPictures = 9;
const day = /^\d{4}-\d{2}-\d{2}$/;
const markup = /[<&]/;
const blank = /\s/;
const blanks = /\s+/g;
const characters = { one: 'caracter', other: 'caractere' };
const required = ['title', 'link', 'price', 'availability', 'image_link'] as const;

/**
 * A validator for one file of one shop: remembers ids to catch duplicates. `today` is YYYY-MM-DD.
 *
 * An item is checked in a fixed order and the first problem found is its reason: its id (missing,
 * too long, already seen in this file), fields the reader cut, the required fields, the title's
 * length, the price and sale price, the link, the main picture, the availability. Every id seen
 * counts for duplicates, an invalid item's too: the second item with an id is refused even when the
 * first was, so which one applies never depends on what else is wrong with them.
 * Optional fields that cannot be read are left out and the item kept (see each one below).
 *
 * `claim` says whether an id is seen for the first time in the file (by default, a set of the ids
 * seen); a caller that hands some items over without validating them claims their ids through it too.
 */
export function itemValidator(shop: { domain: string }, today: string, claim: (id: string) => boolean = firstSight()): (raw: RawItem) => Checked {
  if (!day.test(today)) throw new Error(`today must be YYYY-MM-DD, not ${JSON.stringify(today)}`);
  const host = shopHost(shop.domain);
  return (raw) => checkItem(raw, host, today, claim);
}

/** Whether each id is seen for the first time: true once per id. */
export function firstSight(): (id: string) => boolean {
  const seen = new Set<string>();
  return (id) => {
    // One hash lookup, not two (has, then add): an id is new when adding it grows the set.
    const before = seen.size;
    seen.add(id);
    return seen.size !== before;
  };
}

/** Why the second item with an id is refused; `field` is the id's field as the file names it. */
export const duplicateId = (id: string, field = 'id'): ItemProblem => ({
  reason: 'duplicate-id',
  field: 'id',
  message: `Codul ${quote(id)} din câmpul ${field} mai apare o dată, mai sus în fișier; se păstrează doar primul produs cu acest cod.`,
});

function checkItem(raw: RawItem, host: string, today: string, claim: (id: string) => boolean): Checked {
  const line = raw.line;
  const sorted = sortFields(raw.fields);
  const { values, names } = sorted;

  const rawId = firstOf(values[at.id]);
  const id = rawId === undefined ? '' : clean(rawId);
  if (id === '') return refused('missing-field', 'id', missing('id'), null, line);
  if (id.length > limits.id) return refused('bad-value', 'id', `Codul ${quote(id)} din câmpul ${nameIn(names, 'id')} are ${countOf(id.length, characters)}; sunt permise cel mult ${limits.id}.`, id, line);
  if (!claim(id)) return { ok: false, id, line, problem: duplicateId(id, nameIn(names, 'id')) };

  if (raw.tooLong.length > 0) {
    const written = raw.tooLong[0] as string;
    const attribute = attributeNamed(written);
    const cut = firstOf(raw.fields[written]) ?? '';
    return refused('field-too-long', attribute ?? written, `Câmpul ${written} este prea lung (${quote(cut)}) și a fost tăiat la citire; scurtează-l ca produsul să poată fi preluat.`, id, line);
  }

  for (const attribute of required) {
    const value = firstOf(values[at[attribute]]);
    if (value === undefined || value.trim() === '') return refused('missing-field', attribute, missing(attribute), id, line);
  }

  const rawTitle = firstOf(values[at.title]) as string;
  const title = clean(markup.test(rawTitle) ? htmlToText(rawTitle) : rawTitle);
  if (title === '') return refused('missing-field', 'title', missing('title'), id, line);
  if (title.length > limits.title) return refused('title-too-long', 'title', `Titlul din câmpul ${nameIn(names, 'title')} are ${countOf(title.length, characters)}; sunt permise cel mult ${limits.title}: ${quote(title)}.`, id, line);

  const priceText = firstOf(values[at.price]) as string;
  const regular = parsePrice(priceText);
  if (!regular.ok) return refused(regular.reason, 'price', priceProblem('Prețul', nameIn(names, 'price'), priceText, regular), id, line);

  let price = regular.value;
  let priceBeforeDiscount: number | null = null;
  let saleEndsOn: string | null = null;
  const saleText = firstOf(values[at.sale_price]);
  if (saleText !== undefined && saleText.trim() !== '') {
    const sale = parsePrice(saleText);
    if (!sale.ok) return refused(sale.reason, 'sale_price', priceProblem('Prețul redus', nameIn(names, 'sale_price'), saleText, sale), id, line);
    // A sale price not below the price is no sale: Google shows the price then, and so does Cuib.
    if (sale.value < regular.value) {
      // An effective date that cannot be read is left out, as Google leaves out any attribute not
      // in its format ("the information you submit can't be used"): the sale price then applies,
      // as it does when no date is given.
      const datesText = firstOf(values[at.sale_price_effective_date]);
      const days = datesText === undefined ? null : saleDays(datesText);
      if (days === null || (days.first <= today && today <= days.last)) {
        price = sale.value;
        priceBeforeDiscount = regular.value;
        saleEndsOn = days?.last ?? null;
      }
    }
  }
  if (priceBeforeDiscount === null) {
    // The wiki's price_before_discount only decorates the price: one that cannot be read, or is
    // not above the price, is left out rather than costing the shop its offer.
    const before = firstOf(values[at.price_before_discount]);
    const parsed = before === undefined ? null : parsePrice(before);
    if (parsed?.ok && parsed.value > price) priceBeforeDiscount = parsed.value;
  }

  const linkText = firstOf(values[at.link]) as string;
  const link = checkLink(linkText.trim(), host);
  if (!link.ok) {
    return link.reason === 'foreign'
      ? refused('foreign-link', 'link', `Adresa din câmpul ${nameIn(names, 'link')} ${quote(linkText)} nu duce pe site-ul magazinului (${host}).`, id, line)
      : refused('bad-value', 'link', `Adresa din câmpul ${nameIn(names, 'link')} ${quote(linkText)} nu este o adresă web completă, care începe cu https:// sau http://.`, id, line);
  }

  const mainPictures = allOf(values[at.image_link]);
  const mainPicture = imageUrl((mainPictures[0] as string).trim());
  if (mainPicture === null) return refused('bad-image', 'image_link', `Imaginea din câmpul ${nameIn(names, 'image_link')} ${quote(mainPictures[0] as string)} nu este o adresă http:// sau https://.`, id, line);

  const availabilityText = firstOf(values[at.availability]) as string;
  const availability = availabilityOf(availabilityText.trim());
  if (availability === null) return refused('bad-availability', 'availability', `Disponibilitatea din câmpul ${nameIn(names, 'availability')} ${quote(availabilityText)} nu este una cunoscută: in_stock, out_of_stock, preorder sau backorder (ori „în stoc”, „la comandă”, „epuizat”).`, id, line);

  // Further main pictures (image_link given twice) count as additional ones; unusable additional
  // pictures are left out, the item keeps the others.
  const images = [mainPicture];
  addPictures(images, mainPictures, 1, 1 + additionalPictures);
  addPictures(images, allOf(values[at.additional_image_link]), 0, 1 + additionalPictures);

  const descriptionText = firstOf(values[at.description]);
  const description = descriptionText === undefined ? '' : cap(clean(markup.test(descriptionText) ? htmlToText(descriptionText) : descriptionText), limits.description);

  const gtinText = firstOf(values[at.gtin]);
  const delivery = deliveryOf(sorted);
  const size = sizeFrom(sorted);
  const item: FeedItem = {
    id,
    title,
    description,
    link: link.href,
    images,
    price,
    priceBeforeDiscount,
    saleEndsOn,
    availability,
    brand: identity(values[at.brand], limits.brand),
    gtin: gtinText === undefined ? null : normalGtin(gtinText.trim()),
    mpn: identity(values[at.mpn], limits.mpn, false),
    itemGroupId: identity(values[at.item_group_id], limits.itemGroupId, false),
    colour: text(values[at.color], limits.colour),
    size: text(values[at.size], limits.size),
    material: text(values[at.material], limits.material),
    pattern: text(values[at.pattern], limits.pattern),
    googleCategory: text(values[at.google_product_category], limits.productType),
    productType: text(values[at.product_type], limits.productType),
    shippingPrice: delivery?.price ?? null,
    deliveryDays: delivery?.days ?? null,
    widthMm: size.widthMm,
    depthMm: size.depthMm,
    heightMm: size.heightMm,
    line,
  };
  return { ok: true, item };
}

const nameIn = (names: Sorted['names'], attribute: Attribute) => names[at[attribute]] ?? attribute;

function refused(reason: InvalidReason, field: string, message: string, id: string | null, line: number): Checked {
  const problem: ItemProblem = { reason, field, message };
  return { ok: false, id, line, problem };
}

/** „Lipsește câmpul obligatoriu link (sau url).” */
function missing(attribute: Attribute): string {
  const alias = aliasOf[attribute];
  return `Lipsește câmpul obligatoriu ${attribute}${alias ? ` (sau ${alias})` : ''}.`;
}

function priceProblem(what: string, field: string, written: string, parsed: Parsed & { ok: false }): string {
  const said = `${what} din câmpul ${field} ${quote(written)}`;
  switch (parsed.detail) {
    case 'currency':
      return `${said} nu este în lei (RON).`;
    case 'not-positive':
      return `${said} trebuie să fie mai mare decât zero.`;
    case 'too-high':
      return `${said} depășește 10.000.000 de lei; verifică dacă nu e scris în bani sau cu zecimale greșite.`;
    default:
      return `${said} nu este un preț; scrie-l ca 1299.99 RON.`;
  }
}

/** A descriptive value (colour, size, category path): tidied, cut to Google's limit; null when empty. */
function text(value: string | readonly string[] | undefined, limit: number): string | null {
  const first = firstOf(value);
  if (first === undefined) return null;
  const tidy = clean(first);
  return tidy === '' ? null : sliceChars(tidy, limit);
}

/**
 * An identifying value (brand, MPN, variant group): tidied, and left out when over Google's limit,
 * since a cut identifier would match the wrong offers. An MPN or group id keeps its letters as
 * written; a brand gets comma-below ș ț like any Romanian name.
 */
function identity(value: string | readonly string[] | undefined, limit: number, romanian = true): string | null {
  const first = firstOf(value);
  if (first === undefined) return null;
  const tidy = romanian ? clean(first) : blank.test(first) ? first.trim().replace(blanks, ' ') : first;
  return tidy === '' || tidy.length > limit ? null : tidy;
}

/**
 * Delivery from Google's `shipping` (XML nested, or the text form in a column) or else the wiki's
 * `delivery`. Rates that cannot be read, or are not to Romania or not in lei, are left out.
 */
function deliveryOf(sorted: Sorted): Delivery | null {
  const { values, shippingParts, shippingOrder } = sorted;
  const fromShipping = shippingParts !== undefined ? shippingFromNested(shippingParts) : values[at.shipping] !== undefined ? shippingFromText(allOf(values[at.shipping]), shippingOrder) : null;
  if (fromShipping !== null) return fromShipping;
  const wiki = firstOf(values[at.delivery]);
  return wiki === undefined ? null : deliveryFromWiki(wiki);
}

/** Google's product_width/length/height (length is the depth), each else the wiki's `dimensions`. */
function sizeFrom(sorted: Sorted): { widthMm: number | null; depthMm: number | null; heightMm: number | null } {
  const { values } = sorted;
  let widthMm = lengthOf(values[at.product_width]);
  let depthMm = lengthOf(values[at.product_length]);
  let heightMm = lengthOf(values[at.product_height]);
  const wiki = firstOf(values[at.dimensions]);
  if (wiki !== undefined && (widthMm === null || depthMm === null || heightMm === null)) {
    const size = sizeOf(wiki);
    widthMm ??= size?.widthMm ?? null;
    depthMm ??= size?.depthMm ?? null;
    heightMm ??= size?.heightMm ?? null;
  }
  return { widthMm, depthMm, heightMm };
}

function lengthOf(value: string | readonly string[] | undefined): number | null {
  const written = firstOf(value);
  return written === undefined ? null : lengthMm(written);
}
