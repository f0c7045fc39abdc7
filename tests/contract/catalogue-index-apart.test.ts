import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, test, vi } from 'vitest';
import { zPostVariantFeedResponse } from '#generated/main-api/zod.gen';
import { seedCatalogue } from '#server/catalogue/generate';
import { store, useStore } from '#server/context';
import { openStore } from '#server/db/database';
import { catalogueIndex, indexSettled, servedCatalogueVersion } from '#server/listing/catalogue-index';
import { nameIndex, nameIndexAsked } from '#server/listing/name-index';
import { metaRepository } from '#server/repositories/meta';
import { callBackend } from '../support/embedded';
import { newDatabaseBeside } from '../support/postgres';

/*
 * A catalogue above `CUIB_INDEX_APART_ABOVE` builds its index in the index thread, from a
 * connection of its own (a file's, or PostgreSQL's), and the last index answers until the new one
 * is ready. The limit is lowered here so that a small catalogue takes that way.
 */
const previousLimit = process.env.CUIB_INDEX_APART_ABOVE;

beforeAll(async () => {
  process.env.CUIB_INDEX_APART_ABOVE = '100';
  // Each test's change is built at once; the pause between builds has a test of its own.
  process.env.CUIB_INDEX_REBUILD_EVERY_MS = '0';
  const postgres = inject('postgresUrl');
  const dataDir = mkdtempSync(join(tmpdir(), 'cuib-index-apart-'));
  const url = postgres ? await newDatabaseBeside(postgres) : undefined;
  useStore(await openStore({ ...(url ? { url } : {}), dataDir }));
  await seedCatalogue(store(), { variants: 1500 });
});

afterAll(() => {
  delete process.env.CUIB_INDEX_REBUILD_EVERY_MS;
  if (previousLimit === undefined) delete process.env.CUIB_INDEX_APART_ABOVE;
  else process.env.CUIB_INDEX_APART_ABOVE = previousLimit;
});

const listedIds = async (url: string) => {
  const { status, json } = await callBackend('POST', '/api/v2/variant/feed', { body: { url } });
  expect(status, JSON.stringify(json)).toBe(200);
  return zPostVariantFeedResponse.parse(json).variants.map((variant) => variant.id);
};

/**
 * Moves a variant to another category that lists variants: a change an index cannot patch in place
 * (its position is in its category's range). Returns the category it left and the one it joined.
 */
async function moveToAnotherCategory(id: number): Promise<{ left: string; joined: number }> {
  const { category_id: from } = await store().selectFrom('variants').select('category_id').where('id', '=', id).executeTakeFirstOrThrow();
  const { category_id: to } = await store().selectFrom('variants').select('category_id').where('active', '=', 1).where('category_id', '<>', from).orderBy('category_id').limit(1).executeTakeFirstOrThrow();
  await store().updateTable('variants').set({ category_id: to }).where('id', '=', id).execute();
  const { slug } = await store().selectFrom('categories').select('slug').where('id', '=', from).executeTakeFirstOrThrow();
  return { left: slug, joined: to };
}

describe('a large catalogue’s index is built apart', () => {
  test('the first index comes from the index thread and holds every listed variant', async () => {
    const index = await catalogueIndex(store());
    const { rows } = await sql<{ count: number }>`SELECT COUNT(*) AS count FROM variants WHERE active = 1`.execute(store());
    expect(index.size).toBe(Number(rows[0]!.count));
    expect(Array.from(index.id).toSorted((a, b) => a - b)).toEqual(
      (await store().selectFrom('variants').select('id').where('active', '=', 1).orderBy('id').execute()).map((row) => row.id),
    );
  });

  test('a variant moved to another category: the last index answers, with its version, until the new one is in place', async () => {
    // A thread that fails is logged and the index built here instead: that must not be what happened.
    const failures = vi.spyOn(console, 'error');
    const before = await catalogueIndex(store());
    const versionBefore = await servedCatalogueVersion(store());
    const [first] = await listedIds('/produse?ordonare=cheapest');
    const { left, joined } = await moveToAnotherCategory(first!);
    const storeVersion = await metaRepository(store()).catalogueVersion();
    expect(storeVersion).not.toBe(versionBefore);

    // Asked at once, while the successor is being built: the same index, at the version it holds.
    expect(await catalogueIndex(store())).toBe(before);
    expect(await servedCatalogueVersion(store())).toBe(versionBefore);

    await indexSettled(store());
    const after = await catalogueIndex(store());
    expect(after).not.toBe(before);
    expect(after.category[after.positionOfId[first!]!]).toBe(joined);
    expect(await servedCatalogueVersion(store())).toBe(storeVersion);
    expect(await listedIds(`/produse/${left}?ordonare=cheapest`)).not.toContain(first);
    expect(failures).not.toHaveBeenCalled();
    failures.mockRestore();
  });

  test('one build apart at most in CUIB_INDEX_REBUILD_EVERY_MS: a change meanwhile waits, the last index answering', async () => {
    await indexSettled(store());
    const before = await catalogueIndex(store());
    const versionBefore = await servedCatalogueVersion(store());
    // A build has just run; the next may start a minute after it, not before.
    process.env.CUIB_INDEX_REBUILD_EVERY_MS = '60000';
    const [first] = await listedIds('/produse?ordonare=mostExpensive');
    const { left, joined } = await moveToAnotherCategory(first!);
    expect(await catalogueIndex(store())).toBe(before);
    await indexSettled(store());
    // No build was started: the same index, at its version, still lists the variant where it was.
    expect(await catalogueIndex(store())).toBe(before);
    expect(await servedCatalogueVersion(store())).toBe(versionBefore);
    expect(await listedIds(`/produse/${left}?ordonare=mostExpensive`)).toContain(first);
    // Once the pause is over, the next request starts the build.
    process.env.CUIB_INDEX_REBUILD_EVERY_MS = '0';
    expect(await catalogueIndex(store())).toBe(before);
    await indexSettled(store());
    const after = await catalogueIndex(store());
    expect(after.category[after.positionOfId[first!]!]).toBe(joined);
    expect(await listedIds(`/produse/${left}?ordonare=mostExpensive`)).not.toContain(first);
  });

  test('an index that search used is followed by one that comes with its name index', async () => {
    const before = await catalogueIndex(store());
    await nameIndex(store(), before);
    await sql`UPDATE variants SET name = 'Canapea Zvelta nouă' WHERE id = (SELECT MIN(id) FROM variants WHERE active = 1)`.execute(store());
    // The rename is patched into the same index and its name index; a move builds it again.
    expect(await catalogueIndex(store())).toBe(before);
    expect((await nameIndex(store(), before)).words).toContain('zvelta');
    const { id } = await store().selectFrom('variants').select('id').where('active', '=', 1).orderBy('id').limit(1).executeTakeFirstOrThrow();
    await moveToAnotherCategory(id);
    expect(await catalogueIndex(store())).toBe(before);
    await indexSettled(store());
    const after = await catalogueIndex(store());
    expect(after).not.toBe(before);
    expect(nameIndexAsked(after)).toBe(true);
    const names = await nameIndex(store(), after);
    expect(names.words).toContain('zvelta');
  });

  test('a price change, and a variant taken off the listings, are still patched into the same index', async () => {
    const index = await catalogueIndex(store());
    const id = index.id[0]!;
    await store().updateTable('variants').set({ price: 4.5 }).where('id', '=', id).execute();
    expect(await catalogueIndex(store())).toBe(index);
    expect(index.price[index.positionOfId[id]!]).toBe(4.5);
    await store().updateTable('variants').set({ active: 0 }).where('id', '=', id).execute();
    expect(await catalogueIndex(store())).toBe(index);
    expect(index.gone[index.positionOfId[id]!]).toBe(1);
    expect(await listedIds('/produse?ordonare=cheapest')).not.toContain(id);
  });
});
