import type { Hono } from 'hono';
import type { Comparison } from '#generated/main-api/types.gen';
import { zCreateComparisonBody, zGetComparisonPath } from '#generated/main-api/zod.gen';
import { db } from '../../context';
import { ownerOf } from '../../http/identity';
import { badRequest, notFound } from '../../http/problem';
import { validate } from '../../http/validate';
import { type ComparisonRow, comparisonRepository } from '../../repositories/comparisons';
import { variantRepository } from '../../repositories/variants';
import { toVariant } from './variant';

/** Click source of cards on a comparison page. */
const comparisonClickSource = 8;

function toComparison(row: ComparisonRow): Comparison {
  return {
    id: row.id,
    name: row.name,
    url: `/compare-products/${row.id}`,
    createdAt: row.createdAt,
    variants: variantRepository(db())
      .byIds(row.variantIds)
      .map((variant) => toVariant(variant, comparisonClickSource)),
  };
}

/** Saved comparisons: created by a visitor or user, read by anyone with the link. */
export function registerComparisonRoutes(app: Hono): void {
  app.post('/api/v2/comparisons', async (c) => {
    const input = await validate(c, { body: zCreateComparisonBody });
    if (input instanceof Response) return input;
    const { variantIds } = input.body;
    if (new Set(variantIds).size !== variantIds.length) return badRequest('body.variantIds', 'Un produs apare o singură dată într-o comparație.');
    const variants = variantRepository(db()).byIds(variantIds);
    const missing = variantIds.find((id) => !variants.some((variant) => variant.id === id));
    if (missing !== undefined) return notFound(`Nu există produsul ${missing}.`, 'body.variantIds');
    // Without a name, the comparison is called after the category of its first product.
    const name = input.body.name?.trim() || `Comparație: ${variants[0]!.category_name}`;
    const { owner } = await ownerOf(c);
    return c.json(toComparison(comparisonRepository(db()).create(owner, name, variantIds)), 201);
  });

  app.get('/api/v2/comparisons/:comparisonId', async (c) => {
    const input = await validate(c, { path: zGetComparisonPath });
    if (input instanceof Response) return input;
    const row = comparisonRepository(db()).byId(input.path.comparisonId);
    if (!row) return notFound(`Nu există comparația ${input.path.comparisonId}.`, 'path.comparisonId');
    return c.json(toComparison(row));
  });
}
