import type { Context, Hono } from 'hono';
import type { FeedImportList, FeedItemErrorList } from '#generated/main-api/types.gen';
import {
  zGetPartnerImportErrorsCsvPath,
  zGetPartnerImportErrorsCsvQuery,
  zGetPartnerImportErrorsPath,
  zGetPartnerImportErrorsQuery,
  zGetPartnerImportPath,
  zGetPartnerImportsQuery,
} from '#generated/main-api/zod.gen';
import { fixedWindow } from '../../auth/rate-limit';
import { store } from '../../context';
import { ImportRefused, startImport, type ImportSource } from '../../feeds/service';
import { notFound, problem, tooManyRequests } from '../../http/problem';
import { validate } from '../../http/validate';
import { type FeedImportRow, feedImportRepository } from '../../repositories/feed-imports';
import type { PartnerShopRow } from '../../repositories/partner-shops';
import { partnerOf } from './partners-account';
import { importErrorsCsv } from './partners-errors-csv';
import { importPath, toFeedImport } from './partners-records';

const imports = () => feedImportRepository(store());

/** Imports a shop may start in an hour, from its URL and by upload together: each reads and writes the whole catalogue of the shop. */
const importsPerShop = fixedWindow('partner-imports', { limit: 12, windowMs: 60 * 60_000 });

const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Why an import of the shop cannot start now (409 or 429), or undefined. */
export async function importRefusal(shopId: number): Promise<Response | undefined> {
  if (await imports().isRunning(shopId)) return alreadyRunning();
  const wait = await importsPerShop.take(String(shopId));
  if (wait > 0) return tooManyRequests(wait, 'Ai pornit deja multe importuri în ultima oră.');
  return undefined;
}

/** The answer when another import of the shop started between the check and this one. */
export const alreadyRunning = () => problem(409, 'Un import al feedului tău este deja în curs. Așteaptă să se termine.');

/**
 * Starts an import of the shop's feed, running on after the answer: its id, or a 409 when another
 * started meanwhile (the service checks again, under the shop's row lock).
 */
export async function launchImport(shopId: number, source: ImportSource): Promise<number | Response> {
  let started: Awaited<ReturnType<typeof startImport>>;
  try {
    started = await startImport(store(), shopId, source);
  } catch (error) {
    if (error instanceof ImportRefused && error.reason === 'running') return alreadyRunning();
    throw error;
  }
  const { id, finished } = started;
  // The outcome is in the record; a failure there is the service's to record, not this request's.
  finished.catch((error: unknown) => console.error(`Feed import ${id} of shop ${shopId} ended with an error.`, error));
  return id;
}

/** 202 with the started import's record, and where to follow it. */
export async function answerStarted(c: Context, importId: number): Promise<Response> {
  c.header('location', importPath(importId));
  return c.json(toFeedImport((await imports().byId(importId))!), 202);
}

/** The partner's import with this id: undefined for none, or another shop's. */
async function ownImport(shop: PartnerShopRow, importId: number): Promise<FeedImportRow | undefined> {
  const row = await imports().byId(importId);
  return row?.eshop_id === shop.id ? row : undefined;
}

const noSuchImport = (importId: number) => notFound(`Nu există importul ${importId} al magazinului tău.`, 'path.importId');

/** The shop's imports: start one from the saved URL, list them, follow one, and read what it refused. */
export function registerPartnerImportRoutes(app: Hono): void {
  app.post('/api/v2/partners/me/imports', async (c) => {
    const partner = await partnerOf(c);
    if (partner instanceof Response) return partner;
    const { shop } = partner;
    if (!shop.feed_url) return problem(409, 'Salvează mai întâi adresa feedului de produse.');
    const refused = await importRefusal(shop.id);
    if (refused) return refused;
    const started = await launchImport(shop.id, { kind: 'url', location: shop.feed_url, format: shop.feed_format as ImportSource['format'] });
    return started instanceof Response ? started : answerStarted(c, started);
  });

  app.get('/api/v2/partners/me/imports', async (c) => {
    const partner = await partnerOf(c);
    if (partner instanceof Response) return partner;
    const input = await validate(c, { query: zGetPartnerImportsQuery });
    if (input instanceof Response) return input;
    const { page, pageSize } = input.query;
    const { rows, total } = await imports().ofShop(partner.shop.id, page, pageSize);
    const body: FeedImportList = { imports: rows.map(toFeedImport), pagination: { page, pageSize, pageCount: pageCount(total, pageSize), totalCount: total } };
    return c.json(body);
  });

  app.get('/api/v2/partners/me/imports/:importId', async (c) => {
    const partner = await partnerOf(c);
    if (partner instanceof Response) return partner;
    const input = await validate(c, { path: zGetPartnerImportPath });
    if (input instanceof Response) return input;
    const row = await ownImport(partner.shop, input.path.importId);
    return row ? c.json(toFeedImport(row)) : noSuchImport(input.path.importId);
  });

  app.get('/api/v2/partners/me/imports/:importId/errors', async (c) => {
    const partner = await partnerOf(c);
    if (partner instanceof Response) return partner;
    const input = await validate(c, { path: zGetPartnerImportErrorsPath, query: zGetPartnerImportErrorsQuery });
    if (input instanceof Response) return input;
    const { importId } = input.path;
    if (!(await ownImport(partner.shop, importId))) return noSuchImport(importId);
    const { page, pageSize } = input.query;
    const reason = input.query.reason ?? null;
    const { rows, total } = await imports().errors(importId, reason, page, pageSize);
    const body: FeedItemErrorList = {
      importId,
      reason,
      errors: rows.map((row) => ({ seq: row.seq, line: row.line, itemId: row.item_id, reason: row.reason, field: row.field, message: row.message })),
      pagination: { page, pageSize, pageCount: pageCount(total, pageSize), totalCount: total },
    };
    return c.json(body);
  });

  app.get('/api/v2/partners/me/imports/:importId/errors.csv', async (c) => {
    const partner = await partnerOf(c);
    if (partner instanceof Response) return partner;
    const input = await validate(c, { path: zGetPartnerImportErrorsCsvPath, query: zGetPartnerImportErrorsCsvQuery });
    if (input instanceof Response) return input;
    const { importId } = input.path;
    if (!(await ownImport(partner.shop, importId))) return noSuchImport(importId);
    const csv = await importErrorsCsv(imports().allErrors(importId, input.query.reason ?? null));
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="cuib-import-${importId}-erori.csv"`);
    return c.body(csv);
  });
}
