import { fold } from '../../catalogue/fold';
import { parsePrice } from './price';

/** What delivery to Romania costs and how long it takes; either may be unknown. */
export interface Delivery {
  price: number | null;
  days: number | null;
}

/** One rate of Google's `shipping` attribute (answer/6324484), by its sub-attribute names. */
type Rate = Partial<Record<(typeof textOrder)[number] | 'postal_code', string>>;

/** The sub-attributes of the text form "RO:::19.99 RON:1:2:2:4", in Google's order. */
const textOrder = ['country', 'region', 'service', 'price', 'min_handling_time', 'max_handling_time', 'min_transit_time', 'max_transit_time'] as const;

/** Every sub-attribute Cuib reads; others (`location_id`, …) are left out. */
export const shippingSubAttributes: ReadonlySet<string> = new Set([...textOrder, 'postal_code']);

/** Several rates in one text value are separated by commas; a comma inside a price ("19,99 RON") is not followed by a country. */
const rateSeparator = /,(?=\s*(?:[A-Za-z]{2})?:)/;
const wholeDays = /^\d{1,3}$/;
const longestDelivery = 365;

/**
 * The cheapest rate to Romania among rates written in the text form, each value one or several
 * rates. `order` is the sub-attribute order a column header gives (`shipping(country:price)`);
 * Google's own order otherwise.
 */
export function shippingFromText(values: readonly string[], order: readonly string[] = textOrder): Delivery | null {
  const rates: Rate[] = [];
  for (const value of values) {
    for (const written of value.split(rateSeparator)) {
      const parts = written.split(':');
      const rate: Rate = {};
      for (let i = 0; i < parts.length && i < order.length; i++) {
        const name = order[i] as string;
        if (shippingSubAttributes.has(name)) rate[name as keyof Rate] = (parts[i] as string).trim();
      }
      rates.push(rate);
    }
  }
  return cheapest(rates);
}

/**
 * The cheapest rate to Romania from XML's nested form, read flattened (`shipping.country`,
 * `shipping.price`, …): with several `<g:shipping>`, each sub-attribute is a list and the n-th
 * values make the n-th rate; a sub-attribute written once applies to every rate.
 */
export function shippingFromNested(nested: Readonly<Record<string, string | readonly string[]>>): Delivery | null {
  let lists = false;
  for (const name in nested) if (typeof nested[name] !== 'string') lists = true;
  // The usual case, one <g:shipping>: one rate, read as it is.
  if (!lists) return cheapest([nested as Rate]);
  let count = 0;
  for (const value of Object.values(nested)) count = Math.max(count, typeof value === 'string' ? 1 : value.length);
  const rates: Rate[] = [];
  for (let i = 0; i < count; i++) {
    const rate: Rate = {};
    for (const [name, value] of Object.entries(nested)) {
      const at = typeof value === 'string' ? value : value[i];
      if (typeof at === 'string' && shippingSubAttributes.has(name)) rate[name as keyof Rate] = at.trim();
    }
    rates.push(rate);
  }
  return cheapest(rates);
}

/**
 * Rates to Romania (country RO, or none given) with a price in lei; those for the whole country
 * before those for a region or postal code. The cheapest wins, with its own delivery time:
 * handling plus transit, the longest of each when a range is given.
 */
function cheapest(rates: readonly Rate[]): Delivery | null {
  let best: Delivery | null = null;
  let bestRegional = true;
  for (const rate of rates) {
    const country = rate.country?.toUpperCase() ?? '';
    if (country !== '' && country !== 'RO') continue;
    const price = rate.price === undefined ? null : parsePrice(rate.price, true);
    if (!price?.ok) continue;
    const regional = Boolean(rate.region || rate.postal_code);
    if (best !== null && ((regional && !bestRegional) || (regional === bestRegional && (best.price as number) <= price.value))) continue;
    best = { price: price.value, days: daysOf(rate) };
    bestRegional = regional;
  }
  return best;
}

function daysOf(rate: Rate): number | null {
  const handling = whole(rate.max_handling_time) ?? whole(rate.min_handling_time);
  const transit = whole(rate.max_transit_time) ?? whole(rate.min_transit_time);
  if (handling === null && transit === null) return null;
  const days = (handling ?? 0) + (transit ?? 0);
  return days <= longestDelivery ? days : null;
}

const whole = (text: string | undefined) => (text !== undefined && wholeDays.test(text) ? Number(text) : null);

const span = /(\d{1,3})(?:\s*(?:-|–|—|pana la|la)\s*(\d{1,3}))?\s*(zile|zi|days?|ore|h|saptamani|saptamana|sapt|weeks?)(?![a-z])/;
const priceInLei = /(\d[\d.,\s]*)\s*(?:lei|ron)(?![a-z])/;
const free = /(?:^|[^a-z])(?:gratuit[aă]?|gratis|free|fara cost|0 cost)(?![a-z])/;
const bareNumber = /^\s*[;,/|-]?\s*(\d+(?:[.,]\d{1,2})?)\s*[;,/|-]?\s*$/;

/**
 * The wiki's `delivery` ("costul și termenul de livrare"), written freely: "19,99 lei, 2-4 zile",
 * "Gratuit, 3 zile lucrătoare", "0 RON / 24-48 ore", "29 lei". A time in hours counts in whole
 * days, weeks as seven days; a bare number with no time is a price.
 */
export function deliveryFromWiki(text: string): Delivery | null {
  let rest = fold(text);
  let days: number | null = null;
  const time = span.exec(rest);
  if (time) {
    const longest = Number(time[2] ?? time[1]);
    const unit = time[3] as string;
    const inDays = unit === 'ore' || unit === 'h' ? Math.ceil(longest / 24) : unit.startsWith('sapt') || unit.startsWith('week') ? longest * 7 : longest;
    if (inDays <= longestDelivery) days = inDays;
    rest = rest.slice(0, time.index) + ' ' + rest.slice(time.index + time[0].length);
  }
  let price: number | null = null;
  const inLei = priceInLei.exec(rest);
  const bare = inLei ? null : bareNumber.exec(rest);
  const amount = inLei?.[0] ?? bare?.[1];
  if (amount !== undefined) {
    const parsed = parsePrice(amount.trim(), true);
    if (parsed.ok) price = parsed.value;
  } else if (free.test(rest)) price = 0;
  return price === null && days === null ? null : { price, days };
}
