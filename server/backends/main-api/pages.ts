import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { Breadcrumb, ProductPage, ShopPage } from '#generated/main-api/types.gen';
import {
  zGetProductPagePath,
  zGetShopPageByIdPath,
  zGetShopPagePath,
  zGetSimilarityResultPath,
  zGetSimilarVariantsPath,
  zGetSimilarVariantsQuery,
  zGetVariantPagePath,
  zGetVariantSimilarityPath,
  zGetVariantSimilarityQuery,
} from '#generated/main-api/zod.gen';
import { store } from '../../context';
import { notFound } from '../../http/problem';
import { validate } from '../../http/validate';
import { categoryRepository } from '../../repositories/categories';
import { manufacturerRepository } from '../../repositories/manufacturers';
import { type ShopRow, shopRepository } from '../../repositories/shops';
import { similarityRequestRepository } from '../../repositories/similarity-requests';
import { type VariantRow, variantRepository } from '../../repositories/variants';
import { toVariant } from './variant';
import { countOf, formatAmount } from '#domain/romanian';

/** Click source of cards in the similar-products panel. */
const similarClickSource = 5;
/** Similar variants per result, and how long a result can be shown again. */
const similarLimit = 12;
const similarityKeptMs = 30 * 24 * 3_600_000;

async function categoryTrail(categoryId: number): Promise<Breadcrumb[]> {
  const categories = categoryRepository(store());
  const category = await categories.byId(categoryId);
  const trail = category ? [...(await categories.ancestors(category)), category] : [];
  return [{ name: 'Produse', url: '/produse' }, ...trail.map((entry) => ({ name: entry.name, url: `/produse/${entry.slug}` }))];
}

/** The page of a product, centred on one of its offers. */
async function productPage(main: VariantRow, offers: VariantRow[]): Promise<ProductPage> {
  const variant = toVariant(main, 2);
  const manufacturer = await manufacturerRepository(store()).ofVariant(main.id);
  const trail = await categoryTrail(main.category_id);
  // One offer per colour (the cheapest), and the other shops' offers of this colour.
  const byColour = new Map<string, VariantRow>();
  for (const offer of offers) if (!byColour.has(offer.colour)) byColour.set(offer.colour, offer);
  const productName = main.name.replace(/, [^,]+$/, '');
  const parameters = [
    ['Producător', manufacturer?.name],
    ['Material', main.material],
    ['Stil', main.style],
    ['Culoare', main.colour],
  ].flatMap(([name, value]) => (value ? [{ name: name!, value }] : []));
  const url = `/produs/${main.product_id}-${variant.slug}`;
  const sameColour = offers.filter((row) => row.colour === main.colour).length;
  return {
    product: {
      id: main.product_id,
      name: productName,
      slug: variant.slug,
      description: main.description,
      category: variant.category,
      manufacturer: manufacturer ?? null,
      images: variant.images,
      reviews: variant.reviews,
      parameters,
      dimensions: variant.dimensions,
    },
    variant,
    variants: [...byColour.values()].map((row) => toVariant(row, 2)),
    alternativeOffers: offers.filter((row) => row.colour === main.colour && row.id !== main.id).map((row) => toVariant(row, 3)),
    breadcrumbs: [...trail, { name: productName, url }],
    meta: {
      // The page's own count: its offers section lists this colour's offers, one per shop.
      title: `${main.name} — ${sameColour > 1 ? `oferte de la ${countOf(sameColour, { one: 'magazin', other: 'magazine' })}` : main.eshop_name} | Cuib`,
      description: `${main.name} de la ${main.eshop_name}, ${formatAmount(main.price, { bani: true })} lei. Compară prețul cu alte magazine pe Cuib.`,
      canonicalUrl: url,
      robots: main.active ? 'index, follow' : 'noindex, follow',
    },
  };
}

async function shopPage(c: Context, shop: ShopRow | undefined, field: string): Promise<Response> {
  if (!shop) return notFound('Magazinul nu există.', field);
  const stats = await shopRepository(store()).ratingOf(shop.id);
  const categories = await shopRepository(store()).topCategories(shop.id);
  const url = `/produse/magazin/${shop.slug}`;
  const body: ShopPage = {
    shop: {
      id: shop.id,
      name: shop.name,
      slug: shop.slug,
      website: `https://${shop.domain}`,
      logoUrl: null,
      paid: shop.paid === 1,
      description: `${shop.name} vinde online mobilă și produse pentru casă și grădină, cu livrare în toată România.`,
      rating: { rating: stats.rating === null ? null : Math.round(stats.rating * 10) / 10, reviewsCount: stats.reviews ?? 0 },
      coolingOffPeriod: 14,
      freeShippingFrom: null,
    },
    breadcrumbs: [
      { name: 'Magazine', url: '/magazine' },
      { name: shop.name, url },
    ],
    categories: categories.map((category) => ({ id: category.id, urlSlug: category.slug, longName: category.long_name })),
    meta: {
      title: `${shop.name} — produse și prețuri | Cuib`,
      description: `Toate produsele ${shop.name} pe Cuib, cu prețuri comparate cu alte magazine.`,
      canonicalUrl: url,
      robots: 'index, follow',
    },
    listingUrl: url,
  };
  return c.json(body);
}

/**
 * The version of one product's page: a digest of its offers as the page reads them (prices,
 * stock, names, shops…). Another product's change leaves it as it is, so the site's page cache
 * draws a product page again at its own changes only. A product without offers (or a variant that
 * does not exist) has the digest of none.
 */
export async function productPageVersion({ productId, variantId }: { productId?: number; variantId?: number }): Promise<string> {
  const variants = variantRepository(store());
  const product = productId ?? (variantId === undefined ? undefined : (await variants.productAndColour(variantId))?.product_id);
  const offers = product === undefined ? [] : await variants.ofProduct(product);
  return `p-${createHash('sha256').update(JSON.stringify(offers)).digest('base64url').slice(0, 27)}`;
}

/** Page data of products, variants and shops, and similar variants. */
export function registerPageRoutes(app: Hono): void {
  app.get('/api/v2/pages/variant/:variantId', async (c) => {
    const input = await validate(c, { path: zGetVariantPagePath });
    if (input instanceof Response) return input;
    const [main] = await variantRepository(store()).byIds([input.path.variantId]);
    if (!main) return notFound(`Nu există produsul ${input.path.variantId}.`, 'path.variantId');
    return c.json(await productPage(main, await variantRepository(store()).ofProduct(main.product_id)));
  });

  app.get('/api/v2/pages/product/:productId', async (c) => {
    const input = await validate(c, { path: zGetProductPagePath });
    if (input instanceof Response) return input;
    const offers = await variantRepository(store()).ofProduct(input.path.productId);
    if (offers.length === 0) return notFound(`Nu există produsul ${input.path.productId}.`, 'path.productId');
    return c.json(await productPage(offers[0]!, offers));
  });

  app.get('/api/v2/pages/shop/:slug', async (c) => {
    const input = await validate(c, { path: zGetShopPagePath });
    if (input instanceof Response) return input;
    return shopPage(c, await shopRepository(store()).bySlug(input.path.slug), 'path.slug');
  });

  app.get('/api/v2/pages/shop/id/:merchantId', async (c) => {
    const input = await validate(c, { path: zGetShopPageByIdPath });
    if (input instanceof Response) return input;
    return shopPage(c, await shopRepository(store()).byId(input.path.merchantId), 'path.merchantId');
  });

  const similarTo = async (variantId: number) => (await variantRepository(store()).similar(variantId, similarLimit)).map((row) => toVariant(row, similarClickSource));
  // Each result gets an id that brings it back for 30 days (the visually-similar page); older ones are dropped.
  const similar = async (variantId: number) => {
    const variants = await similarTo(variantId);
    if (variants.length === 0) return { variants, requestId: null };
    const requestId = crypto.randomUUID();
    const now = new Date();
    const requests = similarityRequestRepository(store());
    await requests.forgetOlderThan(new Date(now.getTime() - similarityKeptMs).toISOString());
    await requests.add(requestId, variantId, now.toISOString());
    return { variants, requestId };
  };
  const exists = (id: number) => variantRepository(store()).exists(id);

  app.get('/api/v2/variant/:variantId/similarity', async (c) => {
    const input = await validate(c, { path: zGetVariantSimilarityPath, query: zGetVariantSimilarityQuery });
    if (input instanceof Response) return input;
    if (!(await exists(input.path.variantId))) return notFound(`Nu există produsul ${input.path.variantId}.`, 'path.variantId');
    return c.json(await similar(input.path.variantId));
  });

  app.get('/api/v2/similarity/:requestId', async (c) => {
    const input = await validate(c, { path: zGetSimilarityResultPath });
    if (input instanceof Response) return input;
    const variantId = await similarityRequestRepository(store()).variantOf(input.path.requestId);
    const [row] = variantId === undefined ? [] : await variantRepository(store()).byIds([variantId]);
    if (variantId === undefined || !row) return notFound('Rezultatul nu mai există: căutarea produselor asemănătoare e păstrată 30 de zile.', 'path.requestId');
    return c.json({ requestId: input.path.requestId, variant: toVariant(row, similarClickSource), variants: await similarTo(variantId) });
  });

  app.get('/api/v2/variant/:variantId/similar-variants', async (c) => {
    const input = await validate(c, { path: zGetSimilarVariantsPath, query: zGetSimilarVariantsQuery });
    if (input instanceof Response) return input;
    if (!(await exists(input.path.variantId))) return notFound(`Nu există produsul ${input.path.variantId}.`, 'path.variantId');
    return c.json(await similar(input.path.variantId));
  });
}
