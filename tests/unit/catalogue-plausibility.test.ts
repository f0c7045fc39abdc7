import { beforeAll, describe, expect, test } from 'vitest';
import { openSqliteStore } from '#server/db/database';
import { seedCatalogue } from '#server/catalogue/generate';
import type { Store } from '#server/db/store';

let store: Store;
beforeAll(async () => {
  store = await openSqliteStore();
  await seedCatalogue(store, { variants: 8000 });
});

/**
 * The longest side, in cm, that a product of these categories plausibly has: small things are
 * small (a pot set is not 129 cm tall). Categories not named here are furniture, textiles or
 * garden goods, held to the ceiling of their top category below.
 */
const longestSide: Record<string, number> = {
  'Seturi de oale': 60, Tigăi: 60, Cuțite: 50, Tocătoare: 60, Tacâmuri: 50, 'Seturi de farfurii': 40, Pahare: 30,
  Vaze: 60, Lumânări: 30, Sfeșnice: 50, Globuri: 30, Coronițe: 60, 'Rame foto': 60, 'Ceasuri de perete': 80,
  'Becuri LED': 20, 'Becuri inteligente': 20, Spoturi: 40, Veioze: 80, 'Accesorii de baie': 40, Baterii: 50,
  Perne: 90, 'Perne decorative': 70, 'Covorașe de baie': 120, Prosoape: 180, Chiuvete: 120, Lavoare: 120,
  Ghivece: 80, Furtune: 80, 'Plante artificiale': 200, 'Brazi artificiali': 300, 'Coșuri de depozitare': 80,
  Noptiere: 90, Pătuțuri: 150, 'Mașini de tuns iarbă': 180, 'Accesorii pentru grătar': 60,
};
const ceiling: Record<string, number> = { Mobilă: 400, Dormitor: 300, Iluminat: 250, Decorațiuni: 400, Bucătărie: 400, Baie: 250, Grădină: 650, Copii: 300 };

describe('the generated catalogue is plausible', () => {
  test('every product’s dimensions are within its category’s bounds', async () => {
    const rows = await store
      .selectFrom('variants as v')
      .innerJoin('categories as c', 'c.id', 'v.category_id')
      .innerJoin('categories as g', 'g.id', 'c.parent_id')
      .innerJoin('categories as t', 't.id', 'g.parent_id')
      .select(['v.id', 'c.name as leaf', 't.name as top', 'v.width_mm', 'v.height_mm', 'v.depth_mm', 'v.diameter_mm'])
      .execute();
    const outliers = rows.flatMap((row) => {
      const longest = Math.max(row.width_mm ?? 0, row.height_mm ?? 0, row.depth_mm ?? 0, row.diameter_mm ?? 0) / 10;
      const bound = longestSide[row.leaf] ?? ceiling[row.top]!;
      return longest > bound ? [`${row.id} ${row.leaf}: ${longest} cm > ${bound} cm`] : [];
    });
    expect(outliers.slice(0, 10)).toEqual([]);
  });

  /**
   * A shop's price may go on sale or be raised, but stays within 2.5 times of the product's typical
   * price (the median of its offers now) either way: a list price 2.5 times the going one is a -60 %
   * clearance, the deepest a shop believably claims; beyond that it is not a price, it is a mistake.
   */
  test('no offer’s price path departs from its product’s typical price by more than 2.5 times', async () => {
    const offers = await store.selectFrom('variants').select(['id', 'product_id', 'price']).execute();
    const byProduct = new Map<number, number[]>();
    for (const offer of offers) byProduct.set(offer.product_id, [...(byProduct.get(offer.product_id) ?? []), offer.price]);
    const typical = (product: number) => {
      const prices = byProduct.get(product)!.toSorted((a, b) => a - b);
      return prices[Math.floor(prices.length / 2)]!;
    };
    const extremes = await store
      .selectFrom('price_history')
      .select((eb) => ['variant_id', eb.fn.min('price').as('low'), eb.fn.max('price').as('high')])
      .groupBy('variant_id')
      .execute();
    const productOf = new Map(offers.map((offer) => [offer.id, offer.product_id]));
    const outliers = extremes.flatMap(({ variant_id: id, low, high }) => {
      const usual = typical(productOf.get(id)!);
      return high > usual * 2.5 || low < usual / 2.5 ? [`${id}: ${low}–${high} lei, typically ${usual} lei`] : [];
    });
    expect(outliers.slice(0, 10)).toEqual([]);
  });
});
