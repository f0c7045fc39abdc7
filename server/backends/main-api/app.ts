import type { Context } from 'hono';
import { backendApp } from '../../http/app';
import { operations } from '#generated/main-api/runtime.gen';
import type { Menu, MenuNode, MobileMenu } from '#generated/main-api/types.gen';
import { gifts, rooms, topSlugs } from '../../catalogue/menus';
import { slugify as slugifyName } from '../../catalogue/slug';
import * as mainApiSchemas from '#generated/main-api/zod.gen';
import {
  zGetCatalogueVersionQuery,
  zGetCategoryPageByIdPath,
  zGetCategoryPagePath,
  zGetViewedExperimentsQuery,
  zPostAiSearchBody,
  zPostConsentBody,
  zPostExperimentEventBody,
  zPostVariantByIdsBody,
  zPostVariantFeedBody,
} from '#generated/main-api/zod.gen';
import { store } from '../../context';
import { visitorOf } from '../../http/identity';
import { badRequest, notFound } from '../../http/problem';
import { answerUnimplemented } from '../../http/routes';
import { validate } from '../../http/validate';
import { understand } from '../../listing/ai-search';
import { listingQueryOrProblem, parseFilteringUrl } from '../../listing/filtering-url';
import { categoryRepository, type CategoryRow } from '../../repositories/categories';
import { eventRepository } from '../../repositories/events';
import { servedCatalogueVersion } from '../../listing/catalogue-index';
import { variantRepository } from '../../repositories/variants';
import { listing } from '../../listing/catalogue-query';
import { registerAccountRoutes } from './account';
import { registerArticleRoutes } from './articles';
import { registerComparisonRoutes } from './comparisons';
import { registerDirectoryRoutes } from './directories';
import { registerAuthRoutes } from './auth';
import { registerFilteringRoutes } from './filtering';
import { registerInspirationRoutes } from './inspirations';
import { registerModerationRoutes } from './moderation';
import { registerStaffReportRoutes } from './staff-reports';
import { productPageVersion, registerPageRoutes } from './pages';
import { registerPartnerRoutes } from './partners';
import { registerPriceRoutes } from './prices';
import { registerQuestionRoutes } from './questions';
import { registerReviewInvitationRoutes } from './review-invitations';
import { registerReviewRoutes } from './reviews';
import { registerShopAdminRoutes } from './shops-admin';
import { registerUserRoutes } from './user';
import { adminModeOf, inAdminMode } from './admin-mode';
import { toVariant } from './variant';

export const mainApiApp = backendApp();

/** Click source of variants shown in a category listing. */
const listingClickSource = 1;

mainApiApp.post('/api/v2/variant/feed', async (c) => {
  const input = await validate(c, { body: zPostVariantFeedBody });
  if (input instanceof Response) return input;
  const query = await listingQueryOrProblem(store(), input.body.url);
  if (query instanceof Response) return query;
  const { rows, totalCount } = await listing(store(), query);
  const pageCount = Math.max(1, Math.ceil(totalCount / query.pageSize));
  const admin = await inAdminMode(c);
  const firstPosition = (query.page - 1) * query.pageSize + 1;
  const next = new URL(query.url);
  next.searchParams.set('pagina', String(query.page + 1));
  return c.json({
    variants: rows.map((row, i) => toVariant(row, listingClickSource, admin ? adminModeOf(row, firstPosition + i) : null)),
    pagination: { page: query.page, pageSize: query.pageSize, pageCount, totalCount },
    requestId: crypto.randomUUID(),
    nextPageUrl: query.page < pageCount ? `${next.pathname}${next.search}` : null,
    url: `${query.url.pathname}${query.url.search}`,
  });
});

mainApiApp.post('/api/v2/variant/by-ids', async (c) => {
  const input = await validate(c, { body: zPostVariantByIdsBody });
  if (input instanceof Response) return input;
  const rows = await variantRepository(store()).byIds(input.body.variantIds);
  const admin = await inAdminMode(c);
  return c.json({ variants: rows.map((row, i) => toVariant(row, input.body.clickSource ?? null, admin ? adminModeOf(row, i + 1) : null)) });
});

function menuTree(categories: CategoryRow[]): MenuNode[] {
  const node = (category: CategoryRow): MenuNode => ({
    id: category.id,
    name: category.name,
    imageUrl: null,
    slug: category.slug,
    children: categories.filter((child) => child.parent_id === category.id).map(node),
  });
  return categories.filter((category) => category.parent_id === null).map(node);
}

/** The four menu trees: the category tree, rooms, gift ideas and the top categories. */
async function menus(): Promise<Menu> {
  const categories = await categoryRepository(store()).all();
  const bySlug = new Map(categories.map((category) => [category.slug, category]));
  const leaf = (slug: string): MenuNode[] => {
    const category = bySlug.get(slug);
    return category ? [{ id: category.id, name: category.name, imageUrl: null, slug, children: [] }] : [];
  };
  // Editorial groups have no category of their own: negative ids keep them apart from real ones.
  const editorial = (groups: readonly { name: string; slugs: readonly string[] }[], offset: number): MenuNode[] =>
    groups.map((group, index) => ({ id: -(offset + index + 1), name: group.name, imageUrl: null, slug: slugifyName(group.name), children: group.slugs.flatMap(leaf) }));
  // The top categories carry a picture: the first photo of their most popular variant with one.
  const topNodes = topSlugs.flatMap(leaf);
  const pictured = await variantRepository(store()).mostPopularPictured(topNodes.map((node) => node.id));
  const top = topNodes.map((node, i) => {
    const variantId = pictured[i];
    return variantId === undefined ? node : { ...node, imageUrl: `/images/product/160/${variantId}-0.webp` };
  });
  return { primary: menuTree(categories), rooms: editorial(rooms, 0), gifts: editorial(gifts, 100), top };
}

mainApiApp.get('/api/v2/menu', async (c) => c.json(await menus()));

// What the site keys its shared page cache on: asked before each cacheable page, so never cached.
// The version the listings answer from, which lags the store's while a large index is built again.
mainApiApp.get('/api/v2/catalogue/version', async (c) => {
  const input = await validate(c, { query: zGetCatalogueVersionQuery });
  if (input instanceof Response) return input;
  const { productId, variantId } = input.query;
  // Both name one page only when the variant is an offer of the product, as a nested address would.
  if (productId !== undefined && variantId !== undefined && (await variantRepository(store()).productAndColour(variantId))?.product_id !== productId) {
    return notFound(`Varianta ${variantId} nu este o ofertă a produsului ${productId}.`, 'query.variantId');
  }
  c.header('cache-control', 'no-store');
  if (productId !== undefined || variantId !== undefined) return c.json({ version: await productPageVersion(productId !== undefined ? { productId } : { variantId }) });
  return c.json({ version: await servedCatalogueVersion(store()) });
});

// The mobile menu: the same trees and the categories promoted on the small screen; cached an hour.
mainApiApp.get('/api/v2/menu/mobile', async (c) => {
  const categories = categoryRepository(store());
  const promoted: MobileMenu['promotedCategories'] = [];
  for (const slug of topSlugs.slice(0, 4)) {
    const category = await categories.bySlug(slug);
    if (category) promoted.push({ id: category.id, urlSlug: category.slug, longName: category.long_name });
  }
  const body: MobileMenu = { menu: await menus(), promotedCategories: promoted };
  c.header('cache-control', 'public, max-age=3600');
  return c.json(body);
});

/** Category page data: the category, its trail, subcategories, meta and listing URL. */
async function categoryPage(c: Context, category: CategoryRow | undefined, field: string, missing: string): Promise<Response> {
  if (!category) return notFound(missing, field);
  const categories = categoryRepository(store());
  const ancestors = await categories.ancestors(category);
  const all = await categories.all();
  const url = `/produse/${category.slug}`;
  return c.json({
    category: {
      id: category.id,
      name: category.name,
      longName: category.long_name,
      slug: category.slug,
      parentId: category.parent_id,
      description: null,
      imageUrl: null,
    },
    breadcrumbs: [
      { name: 'Produse', url: '/produse' },
      ...ancestors.map((ancestor) => ({ name: ancestor.name, url: `/produse/${ancestor.slug}` })),
      { name: category.name, url },
    ],
    subcategories: all
      .filter((child) => child.parent_id === category.id)
      .map((child) => ({ id: child.id, urlSlug: child.slug, longName: child.long_name })),
    meta: {
      title: `${category.name} — prețuri comparate de la magazine online | Cuib`,
      description: `Compară prețurile la ${category.name.toLowerCase()} de la magazinele online din România și alege oferta potrivită.`,
      canonicalUrl: url,
      robots: 'index, follow',
    },
    listingUrl: url,
  });
}

mainApiApp.get('/api/v2/pages/category/:slug', async (c) => {
  const input = await validate(c, { path: zGetCategoryPagePath });
  if (input instanceof Response) return input;
  return categoryPage(c, await categoryRepository(store()).bySlug(input.path.slug), 'path.slug', `Categoria „${input.path.slug}” nu există.`);
});

mainApiApp.get('/api/v2/pages/category/id/:categoryId', async (c) => {
  const input = await validate(c, { path: zGetCategoryPageByIdPath });
  if (input instanceof Response) return input;
  return categoryPage(c, await categoryRepository(store()).byId(input.path.categoryId), 'path.categoryId', `Categoria ${input.path.categoryId} nu există.`);
});

mainApiApp.post('/api/v2/consent', async (c) => {
  const input = await validate(c, { body: zPostConsentBody });
  if (input instanceof Response) return input;
  await eventRepository(store()).consent(visitorOf(c), input.body);
  return c.body(null, 204);
});

mainApiApp.post('/api/v2/experiment-event', async (c) => {
  const input = await validate(c, { body: zPostExperimentEventBody });
  if (input instanceof Response) return input;
  await eventRepository(store()).experimentEvent(visitorOf(c), input.body.name, input.body.params);
  return c.body(null, 204);
});

mainApiApp.get('/api/v2/viewed-experiments', async (c) => {
  const input = await validate(c, { query: zGetViewedExperimentsQuery });
  if (input instanceof Response) return input;
  if (input.query.ex) {
    const [experimentId = '', variationId = ''] = input.query.ex.split('|');
    await eventRepository(store()).viewedExperiment(visitorOf(c), experimentId, variationId);
  }
  return c.body(null, 204);
});

mainApiApp.post('/api/v2/ai-search', async (c) => {
  const input = await validate(c, { body: zPostAiSearchBody });
  if (input instanceof Response) return input;
  const understood = await understand(store(), input.body.query, input.body.categoryId);
  const { totalCount } = await listing(store(), { ...(await parseFilteringUrl(store(), understood.url)), pageSize: 1 });
  return c.json({ url: understood.url, filtersCount: understood.filtersCount, resultsCount: totalCount });
});

registerAuthRoutes(mainApiApp);
registerAccountRoutes(mainApiApp);
registerUserRoutes(mainApiApp);
registerReviewRoutes(mainApiApp);
registerPageRoutes(mainApiApp);
registerFilteringRoutes(mainApiApp);
registerDirectoryRoutes(mainApiApp);
registerComparisonRoutes(mainApiApp);
registerQuestionRoutes(mainApiApp);
registerPartnerRoutes(mainApiApp);
registerReviewInvitationRoutes(mainApiApp);
registerModerationRoutes(mainApiApp);
registerStaffReportRoutes(mainApiApp);
registerShopAdminRoutes(mainApiApp);
registerArticleRoutes(mainApiApp);
registerInspirationRoutes(mainApiApp);
registerPriceRoutes(mainApiApp);

// Registered last: any operation of the contract without a route above answers 501.
answerUnimplemented(mainApiApp, operations, mainApiSchemas);
