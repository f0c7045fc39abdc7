import type { Context, Hono } from 'hono';
import type { CategoryMapping, CategoryMappingList, StaffShopList } from '#generated/main-api/types.gen';
import {
  zDeleteStaffShopCategoryMappingPath,
  zDeleteStaffShopCategoryMappingQuery,
  zGetStaffShopCategoryMappingsPath,
  zGetStaffShopsQuery,
  zPostStaffImportReleasePath,
  zPostStaffImportRejectPath,
  zPostStaffShopPauseBody,
  zPostStaffShopPausePath,
  zPutStaffShopCategoryMappingBody,
  zPutStaffShopCategoryMappingPath,
} from '#generated/main-api/zod.gen';
import { fold } from '../../catalogue/fold';
import { store } from '../../context';
import { rejectHeldImport, releaseHeldImport, setShopPaused } from '../../feeds/service';
import { badRequest, notFound, problem } from '../../http/problem';
import { validate } from '../../http/validate';
import { feedImportRepository } from '../../repositories/feed-imports';
import { type CategoryMappingRow, partnerCategoryMappingRepository } from '../../repositories/partner-category-mappings';
import { partnerShopRepository } from '../../repositories/partner-shops';
import { refusedUnlessStaff } from './moderation';
import { toFeedImport, toStaffShop } from './partners-records';

const shops = () => partnerShopRepository(store());
const imports = () => feedImportRepository(store());
const mappings = () => partnerCategoryMappingRepository(store());

const refused = (c: Context) => refusedUnlessStaff(c, 'Administrarea magazinelor');
const noSuchShop = (shopId: number) => notFound(`Nu există magazinul ${shopId}.`, 'path.shopId');

const toMapping = (row: CategoryMappingRow): CategoryMapping => ({
  productType: row.product_type,
  category: { id: row.category_id, urlSlug: row.category_slug, longName: row.category_long_name },
});

async function staffShop(c: Context, shopId: number): Promise<Response> {
  const shop = await shops().staffShop(shopId);
  if (!shop) return noSuchShop(shopId);
  const live = await shops().liveOfferCounts([shopId]);
  const latest = await imports().latestOf([shopId]);
  return c.json(toStaffShop(shop, live.get(shopId) ?? 0, latest.get(shopId)));
}

/**
 * Releases or rejects a held import: 404 for none, 409 unless it is held (also when another
 * decision came first while this one waited), else the import as it is now.
 */
async function decide(c: Context, importId: number, decision: (importId: number) => Promise<unknown>): Promise<Response> {
  const before = await imports().byId(importId);
  if (!before) return notFound(`Nu există importul ${importId}.`, 'path.importId');
  const notHeld = () => problem(409, `Importul ${importId} nu mai așteaptă o decizie.`, { field: 'path.importId' });
  if (before.state !== 'held') return notHeld();
  try {
    await decision(importId);
  } catch (error) {
    if ((await imports().byId(importId))?.state === 'held') throw error;
    return notHeld();
  }
  c.header('cache-control', 'private, no-store');
  return c.json(toFeedImport((await imports().byId(importId))!));
}

/** Staff's `/admin/magazine`: shops and their feeds, pausing, held imports and category mappings. */
export function registerShopAdminRoutes(app: Hono): void {
  app.get('/api/v2/staff/shops', async (c) => {
    const refusal = await refused(c);
    if (refusal) return refusal;
    const input = await validate(c, { query: zGetStaffShopsQuery });
    if (input instanceof Response) return input;
    const { page, pageSize } = input.query;
    const query = input.query.q?.trim() || undefined;
    const { rows, total } = await shops().staffList(query, page, pageSize);
    const ids = rows.map((row) => row.id);
    const live = await shops().liveOfferCounts(ids);
    const latest = await imports().latestOf(ids);
    const body: StaffShopList = {
      shops: rows.map((row) => toStaffShop(row, live.get(row.id) ?? 0, latest.get(row.id))),
      pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)), totalCount: total },
    };
    c.header('cache-control', 'private, no-store');
    return c.json(body);
  });

  app.post('/api/v2/staff/shops/:shopId/pause', async (c) => {
    const refusal = await refused(c);
    if (refusal) return refusal;
    const input = await validate(c, { path: zPostStaffShopPausePath, body: zPostStaffShopPauseBody.strict() });
    if (input instanceof Response) return input;
    const { shopId } = input.path;
    if (!(await shops().byId(shopId))) return noSuchShop(shopId);
    await setShopPaused(store(), shopId, input.body.paused);
    return staffShop(c, shopId);
  });

  app.post('/api/v2/staff/imports/:importId/release', async (c) => {
    const refusal = await refused(c);
    if (refusal) return refusal;
    const input = await validate(c, { path: zPostStaffImportReleasePath });
    if (input instanceof Response) return input;
    return decide(c, input.path.importId, (importId) => releaseHeldImport(store(), importId));
  });

  app.post('/api/v2/staff/imports/:importId/reject', async (c) => {
    const refusal = await refused(c);
    if (refusal) return refusal;
    const input = await validate(c, { path: zPostStaffImportRejectPath });
    if (input instanceof Response) return input;
    return decide(c, input.path.importId, (importId) => rejectHeldImport(store(), importId));
  });

  app.get('/api/v2/staff/shops/:shopId/category-mappings', async (c) => {
    const refusal = await refused(c);
    if (refusal) return refusal;
    const input = await validate(c, { path: zGetStaffShopCategoryMappingsPath });
    if (input instanceof Response) return input;
    const { shopId } = input.path;
    if (!(await shops().byId(shopId))) return noSuchShop(shopId);
    c.header('cache-control', 'private, no-store');
    return c.json({ shopId, mappings: (await mappings().ofShop(shopId)).map(toMapping) } satisfies CategoryMappingList);
  });

  app.put('/api/v2/staff/shops/:shopId/category-mappings', async (c) => {
    const refusal = await refused(c);
    if (refusal) return refusal;
    const input = await validate(c, { path: zPutStaffShopCategoryMappingPath, body: zPutStaffShopCategoryMappingBody.strict() });
    if (input instanceof Response) return input;
    const { shopId } = input.path;
    if (!(await shops().byId(shopId))) return noSuchShop(shopId);
    const productType = fold(input.body.productType);
    if (!productType) return badRequest('body.productType', 'Scrie tipul de produs din feedul magazinului, de exemplu „Mobilier > Canapele”.');
    const category = await mappings().leafBySlug(input.body.categorySlug);
    if (!category) return badRequest('body.categorySlug', `„${input.body.categorySlug}” nu este o categorie Cuib fără subcategorii.`);
    return c.json(toMapping(await mappings().put(shopId, productType, category.id)));
  });

  app.delete('/api/v2/staff/shops/:shopId/category-mappings', async (c) => {
    const refusal = await refused(c);
    if (refusal) return refusal;
    const input = await validate(c, { path: zDeleteStaffShopCategoryMappingPath, query: zDeleteStaffShopCategoryMappingQuery });
    if (input instanceof Response) return input;
    const { shopId } = input.path;
    if (!(await shops().byId(shopId))) return noSuchShop(shopId);
    const removed = await mappings().remove(shopId, fold(input.query.productType));
    return removed ? c.body(null, 204) : notFound(`Magazinul nu are o corespondență pentru „${input.query.productType}”.`, 'query.productType');
  });
}
