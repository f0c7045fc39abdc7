import type { Hono } from 'hono';
import type { ManufacturerPage, ManufacturerSummary, ShopList } from '#generated/main-api/types.gen';
import { zGetManufacturerPagePath } from '#generated/main-api/zod.gen';
import { store } from '../../context';
import { notFound } from '../../http/problem';
import { validate } from '../../http/validate';
import { catalogueIndex } from '../../listing/catalogue-index';
import { listedPerValue } from '../../listing/catalogue-query';
import { manufacturerRepository } from '../../repositories/manufacturers';
import { shopRepository } from '../../repositories/shops';

/** Active offers per shop or manufacturer id, counted over the catalogue index (read-only). */
async function offersPer(column: 'eshop' | 'manufacturer'): Promise<Int32Array> {
  const index = await catalogueIndex(store());
  return listedPerValue(index, index[column], (column === 'eshop' ? index.maxEshop : index.maxManufacturer) + 1);
}

async function manufacturerSummaries(): Promise<ManufacturerSummary[]> {
  const counts = await offersPer('manufacturer');
  return (await manufacturerRepository(store()).namedAlphabetically()).map((row) => ({ ...row, offersCount: counts[row.id] ?? 0 }));
}

/** The shops and manufacturers directories (`/magazine`, `/producatori`) and a manufacturer's page. */
export function registerDirectoryRoutes(app: Hono): void {
  app.get('/api/v2/shops', async (c) => {
    const counts = await offersPer('eshop');
    const ratings = new Map((await shopRepository(store()).ratings()).map((row) => [row.id, row]));
    const shops = await shopRepository(store()).all();
    const body: ShopList = {
      shops: shops.map((shop) => {
        const rating = ratings.get(shop.id);
        return {
          id: shop.id,
          name: shop.name,
          slug: shop.slug,
          website: `https://${shop.domain}`,
          paid: shop.paid === 1,
          offersCount: counts[shop.id] ?? 0,
          rating: { rating: rating ? Math.round(rating.rating * 10) / 10 : null, reviewsCount: rating?.reviews ?? 0 },
        };
      }),
    };
    c.header('cache-control', 'public, max-age=300');
    return c.json(body);
  });

  app.get('/api/v2/manufacturers', async (c) => {
    c.header('cache-control', 'public, max-age=300');
    return c.json({ manufacturers: await manufacturerSummaries() });
  });

  app.get('/api/v2/pages/manufacturer/:slug', async (c) => {
    const input = await validate(c, { path: zGetManufacturerPagePath });
    if (input instanceof Response) return input;
    const manufacturer = (await manufacturerSummaries()).find((entry) => entry.slug === input.path.slug);
    if (!manufacturer) return notFound(`Producătorul „${input.path.slug}” nu există.`, 'path.slug');
    const categories = await manufacturerRepository(store()).topCategories(manufacturer.id);
    const url = `/producatori/${manufacturer.slug}`;
    const body: ManufacturerPage = {
      manufacturer,
      breadcrumbs: [
        { name: 'Producători', url: '/producatori' },
        { name: manufacturer.name, url },
      ],
      categories: categories.map((category) => ({ id: category.id, urlSlug: category.slug, longName: category.long_name })),
      meta: {
        title: `${manufacturer.name} — produse și prețuri | Cuib`,
        description: `Toate produsele ${manufacturer.name} pe Cuib, cu prețuri comparate între magazinele online din România.`,
        canonicalUrl: url,
        robots: 'index, follow',
      },
      listingUrl: `/produse?producator=${manufacturer.slug}`,
    };
    return c.json(body);
  });
}
