import { describe, expect, test } from 'vitest';
import { itemValidator } from '#server/feeds/item/index';
import type { RawItem } from '#server/feeds/raw-item';

/**
 * Validation runs for every item of million-item feeds; the import's target is 60,000 items/s on
 * two cores, so one item must stay within a few µs. Items here are shaped like a Google Shopping
 * XML export of a furniture shop: half with HTML descriptions, a quarter on sale with dates, nested
 * shipping, two to four additional pictures, a GTIN and sizes.
 */
const nouns = ['Canapea extensibilă', 'Pat tapițat', 'Masă extensibilă', 'Scaun de bucătărie', 'Lustră', 'Covor', 'Comodă', 'Set mobilier de grădină'];
const names = ['Oslo', 'Luna', 'Bruna', 'Toscana', 'Nordic', 'Maramureș', 'Siena', 'Arco'];
const colours = ['gri antracit', 'bej', 'alb mat', 'stejar natur', 'verde salvie', 'negru'];

function rawItem(n: number): RawItem {
  const noun = nouns[n % nouns.length] as string;
  const name = names[(n >> 3) % names.length] as string;
  const colour = colours[n % colours.length] as string;
  const price = 199 + (n % 4800) + 0.99;
  const plainDescription = `${noun} ${name}, ${colour}. Livrare în toată țara, garanție 24 de luni.`;
  const fields: Record<string, string | string[]> = {
    id: `MC-${100000 + n}`,
    title: `${noun} ${name}, ${colour}`,
    description: n % 2 === 0 ? `<p>${noun} <strong>${name}</strong> &amp; accesorii.</p><ul><li>Culoare: ${colour}</li><li>Garanție 24 de luni</li></ul>` : plainDescription,
    link: `https://www.mobilacasa.ro/produse/${n}/${name.toLowerCase()}`,
    image_link: `https://cdn.mobilacasa.ro/produse/${n}/1.jpg`,
    additional_image_link: Array.from({ length: 2 + (n % 3) }, (_, i) => `https://cdn.mobilacasa.ro/produse/${n}/${i + 2}.jpg`),
    price: `${price.toFixed(2)} RON`,
    availability: n % 10 === 0 ? 'out_of_stock' : 'in_stock',
    brand: 'Mobila Casa',
    gtin: '5941234567899',
    mpn: `MC${n}`,
    item_group_id: `G${n >> 2}`,
    color: colour,
    google_product_category: '460',
    product_type: `Mobilier > ${noun}`,
    'shipping.country': 'RO',
    'shipping.price': '49.99 RON',
    'shipping.max_handling_time': '2',
    'shipping.max_transit_time': '3',
    product_width: '210 cm',
    product_length: '90 cm',
    product_height: '85 cm',
  };
  if (n % 4 === 0) {
    fields.sale_price = `${(price * 0.8).toFixed(2)} RON`;
    fields.sale_price_effective_date = '2026-11-20T00:00+0200/2026-11-30T23:59+0200';
  }
  return { fields, line: 3 + n * 25, tooLong: [] };
}

/**
 * The CPU time (user + system) this thread spends in `run`, in µs: wall time on a shared two-core
 * machine measures the neighbours too, and the process's CPU time the collector's helper threads.
 */
function cpuMicroseconds(run: () => void): number {
  const before = process.threadCpuUsage();
  run();
  const used = process.threadCpuUsage(before);
  return used.user + used.system;
}

describe('validation speed', () => {
  test('200,000 realistic items', () => {
    // Streamed, as the import reads a feed: each item is made, validated and dropped. Making it is
    // timed apart and taken off.
    const count = 200_000;
    const warm = itemValidator({ domain: 'mobilacasa.ro' }, '2026-11-25');
    for (let n = 0; n < 20_000; n++) warm(rawItem(count + n));
    let made = 0;
    const making = cpuMicroseconds(() => {
      for (let n = 0; n < count; n++) made += rawItem(n).line;
    });
    const validate = itemValidator({ domain: 'mobilacasa.ro' }, '2026-11-25');
    let valid = 0;
    const both = cpuMicroseconds(() => {
      for (let n = 0; n < count; n++) if (validate(rawItem(n)).ok) valid++;
    });
    const streamed = (both - making) / count;

    console.info(`feed item validation: ${streamed.toFixed(2)} µs of this thread's CPU per item over ${count} items`);
    expect(made).toBeGreaterThan(0);
    expect(valid).toBe(count);
    // A loose bound: it catches a regression by a multiple (sanitize-html alone took 56 µs per
    // HTML description), not the noise of a shared machine.
    expect(streamed).toBeLessThan(30);
  });
});
