import { beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '#server/db/database';
import { seedCatalogue } from '#server/catalogue/generate';
import { sqliteStore } from '#server/db/store';
import type { Database } from '#server/db/database';

let db: Database;
beforeAll(async () => {
  const opened = openDatabase(':memory:');
  await seedCatalogue(sqliteStore(opened), { variants: 8000 });
  db = opened;
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
  test('every product’s dimensions are within its category’s bounds', () => {
    const rows = db
      .prepare(
        `SELECT v.id, c.name AS leaf, t.name AS top, v.width_mm, v.height_mm, v.depth_mm, v.diameter_mm
         FROM variants v JOIN categories c ON c.id = v.category_id JOIN categories g ON g.id = c.parent_id JOIN categories t ON t.id = g.parent_id`,
      )
      .all() as { id: number; leaf: string; top: string; width_mm: number | null; height_mm: number | null; depth_mm: number | null; diameter_mm: number | null }[];
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
  test('no offer’s price path departs from its product’s typical price by more than 2.5 times', () => {
    const offers = db.prepare('SELECT id, product_id, price FROM variants').all() as { id: number; product_id: number; price: number }[];
    const byProduct = new Map<number, number[]>();
    for (const offer of offers) byProduct.set(offer.product_id, [...(byProduct.get(offer.product_id) ?? []), offer.price]);
    const typical = (product: number) => {
      const prices = byProduct.get(product)!.toSorted((a, b) => a - b);
      return prices[Math.floor(prices.length / 2)]!;
    };
    const extremes = db.prepare('SELECT variant_id, MIN(price) AS low, MAX(price) AS high FROM price_history GROUP BY variant_id').all() as { variant_id: number; low: number; high: number }[];
    const productOf = new Map(offers.map((offer) => [offer.id, offer.product_id]));
    const outliers = extremes.flatMap(({ variant_id: id, low, high }) => {
      const usual = typical(productOf.get(id)!);
      return high > usual * 2.5 || low < usual / 2.5 ? [`${id}: ${low}–${high} lei, typically ${usual} lei`] : [];
    });
    expect(outliers.slice(0, 10)).toEqual([]);
  });
});
