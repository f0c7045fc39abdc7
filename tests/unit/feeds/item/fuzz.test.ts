import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { availabilities, invalidReasons, itemValidator } from '#server/feeds/item/index';
import type { RawItem } from '#server/feeds/raw-item';
import { sofa, today } from './support';

/** Field names a feed may carry: Google's, the wiki's, nested shipping parts, and anything else. */
const names = fc.oneof(
  fc.constantFrom(
    ...Object.keys(sofa), 'url', 'image', 'additional_image_link', 'additional_images', 'sale_price', 'sale_price_effective_date', 'gtin', 'ean',
    'mpn', 'color', 'size', 'shipping', 'shipping.country', 'shipping.price', 'shipping.max_transit_time', 'shipping(country:price)', 'delivery',
    'dimensions', 'product_width', 'product_length', 'price_before_discount', 'category', 'manufacturer', '__proto__', 'constructor', 'shipping.__proto__',
  ),
  fc.string({ maxLength: 12 }),
);

/** Values near the real ones (so items get past the first checks) and anything at all. */
const values = fc.oneof(
  fc.constantFrom(...Object.values(sofa).flat(), 'RO:::0 RON', '2026-11-20/2026-11-30', '12,5 EUR', 'https://mobilacasa.ro@evil.ro/', '<p>a</p>', '&#0;', '210 x 90 x 85 cm', ''),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

const anyFields = fc.dictionary(names, fc.oneof(values, fc.array(values, { maxLength: 4 })), { maxKeys: 20 });
/** The sofa with some fields dropped and others changed: most such items are valid, so both outcomes are exercised. */
const mutatedSofa = fc
  .record({ drop: fc.subarray(Object.keys(sofa), { maxLength: 2 }), change: anyFields })
  .map(({ drop, change }) => ({ ...Object.fromEntries(Object.entries(sofa).filter(([name]) => !drop.includes(name))), ...change }));

const rawItems: fc.Arbitrary<RawItem> = fc.record({
  fields: fc.oneof(anyFields, mutatedSofa as fc.Arbitrary<Record<string, string | string[]>>),
  line: fc.nat(),
  tooLong: fc.oneof({ weight: 4, arbitrary: fc.constant<string[]>([]) }, { weight: 1, arbitrary: fc.array(names, { maxLength: 2 }) }),
});

describe('any raw item', () => {
  test('is valid or refused with a known reason, and never throws', () => {
    let accepted = 0;
    fc.assert(
      fc.property(rawItems, (raw: RawItem) => {
        const validate = itemValidator({ domain: 'mobilacasa.ro' }, today);
        const checked = validate(raw);
        // The same item again in the file is a duplicate once it had a usable id.
        const again = validate(raw);
        if (checked.ok) expect(again).toMatchObject({ ok: false, problem: { reason: 'duplicate-id' } });
        if (checked.ok) {
          accepted++;
          const { item } = checked;
          expect(item.price).toBeGreaterThan(0);
          expect(Number.isInteger(Math.round(item.price * 100))).toBe(true);
          expect(availabilities).toContain(item.availability);
          expect(new URL(item.link).hostname.replace(/\.$/, '').endsWith('mobilacasa.ro')).toBe(true);
          expect(item.images.length).toBeGreaterThanOrEqual(1);
          expect(item.images.length).toBeLessThanOrEqual(10);
          expect(item.title.length).toBeLessThanOrEqual(150);
          expect(item.line).toBe(raw.line);
        } else {
          expect(invalidReasons).toContain(checked.problem.reason);
          expect(checked.problem.message.length).toBeGreaterThan(0);
          expect(checked.problem.message).not.toMatch(/[\u015e\u015f\u0162\u0163]/);
        }
      }),
      { numRuns: 3000 },
    );
    // Both branches ran many times.
    expect(accepted).toBeGreaterThan(100);
    expect(accepted).toBeLessThan(2900);
  });

  test('a complete item survives any fields Cuib does not read', () => {
    const custom = fc.string({ maxLength: 12 }).map((name) => `custom_label_${name}`);
    fc.assert(
      fc.property(fc.dictionary(custom, values, { maxKeys: 10 }), (extra) => {
        const fields = { ...extra, ...sofa };
        expect(itemValidator({ domain: 'mobilacasa.ro' }, today)({ fields, line: 1, tooLong: [] }).ok).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
