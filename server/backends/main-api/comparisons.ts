import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { isVisitorId, visitorCookie } from '#domain/visitor';
import type { Comparison } from '#generated/main-api/types.gen';
import { zCreateComparisonBody, zGetComparisonPath } from '#generated/main-api/zod.gen';
import { store } from '../../context';
import { ownerOf, sessionOf } from '../../http/identity';
import { badRequest, notFound } from '../../http/problem';
import { validate } from '../../http/validate';
import { type ComparisonRow, comparisonRepository } from '../../repositories/comparisons';
import { isLinkKey } from '../../repositories/link-key';
import { variantRepository } from '../../repositories/variants';
import { toVariant } from './variant';

/** Click source of cards on a comparison page. */
const comparisonClickSource = 8;

async function toComparison(row: ComparisonRow): Promise<Comparison> {
  return {
    id: row.id,
    name: row.name,
    url: `/compare-products/${row.linkKey}`,
    createdAt: row.createdAt,
    variants: (await variantRepository(store()).byIds(row.variantIds)).map((variant) => toVariant(variant, comparisonClickSource)),
  };
}

/** Who is asking, as an owner of comparisons, without giving a new visitor an id for a read. */
async function readerOf(c: Context): Promise<string | undefined> {
  const user = await sessionOf(c);
  if (user) return `u:${user.id}`;
  const visitor = getCookie(c, visitorCookie);
  return isVisitorId(visitor) ? `v:${visitor}` : undefined;
}

/**
 * The comparison a path names: by its key, for anyone with the link; by its number, only one saved
 * before keys existed (that number was its shared link) or for its owner. Numbers are counted
 * through easily, so for anyone else a number names nothing.
 */
async function comparisonNamed(c: Context, id: string): Promise<ComparisonRow | undefined> {
  const comparisons = comparisonRepository(store());
  if (isLinkKey(id)) return comparisons.byLinkKey(id);
  const row = await comparisons.byId(Number(id));
  if (!row || row.byNumber) return row;
  return row.owner === (await readerOf(c)) ? row : undefined;
}

/** Saved comparisons: created by a visitor or user, read by anyone with the link. */
export function registerComparisonRoutes(app: Hono): void {
  app.post('/api/v2/comparisons', async (c) => {
    const input = await validate(c, { body: zCreateComparisonBody });
    if (input instanceof Response) return input;
    const { variantIds } = input.body;
    if (new Set(variantIds).size !== variantIds.length) return badRequest('body.variantIds', 'Un produs apare o singură dată într-o comparație.');
    const variants = await variantRepository(store()).byIds(variantIds);
    const missing = variantIds.find((id) => !variants.some((variant) => variant.id === id));
    if (missing !== undefined) return notFound(`Nu există produsul ${missing}.`, 'body.variantIds');
    // Without a name, the comparison is called after the category of its first product.
    const name = input.body.name?.trim() || `Comparație: ${variants[0]!.category_name}`;
    const { owner } = await ownerOf(c);
    return c.json(await toComparison(await comparisonRepository(store()).create(owner, name, variantIds)), 201);
  });

  app.get('/api/v2/comparisons/:comparisonId', async (c) => {
    const input = await validate(c, { path: zGetComparisonPath });
    if (input instanceof Response) return input;
    const row = await comparisonNamed(c, input.path.comparisonId);
    if (!row) return notFound(`Nu există comparația ${input.path.comparisonId}.`, 'path.comparisonId');
    return c.json(await toComparison(row));
  });
}
