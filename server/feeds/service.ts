import { rmSync } from 'node:fs';
import { now } from '../clock';
import type { Store } from '../db/store';
import type { Tables } from '../db/tables';
import type { FeedFormat } from './raw-item';
import { runImport } from './run-import';

/** What an import found and did, as its record keeps it. */
export interface ImportCounts {
  items: number;
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  invalid: number;
  /** Refused items by reason (server/feeds/item's reasons, and 'unmapped-category'). */
  invalidByReason: Record<string, number>;
}

export type ImportState = Tables['feed_imports']['state'];

/** Where an import reads its feed from. */
export interface ImportSource {
  /** `file`: a path given to the command line; `upload`: a file the partner portal saved (the import's own: deleted once read); `url`: fetched now. */
  kind: 'file' | 'url' | 'upload';
  /** The file's path, or the URL. */
  location: string;
  format?: FeedFormat;
}

export interface ImportOutcome extends ImportCounts {
  id: number;
  state: ImportState;
  /** Why it failed (a broken file: with its line and column) or was held, in Romanian for the shop. */
  reason: string | null;
  /** Milliseconds spent reading and checking the file, and writing what changed (for benchmarks). */
  durations?: { scanMs: number; applyMs: number };
  /** Unchanged items known by their text alone, without reading them (server/feeds/item-texts.ts). */
  byText?: number;
}

export interface ImportOptions {
  /** Reads and checks the feed, and reports what it would do, writing nothing (no import is recorded). */
  dryRun?: boolean;
  /** Told the number of items read now and then. */
  progress?: (items: number, bytes: number) => void;
}

/** A shop's import cannot start: one is running, or the shop is unknown. */
export class ImportRefused extends Error {
  constructor(readonly reason: 'running' | 'unknown-shop' | 'not-held', message: string) {
    super(message);
    this.name = 'ImportRefused';
  }
}

/** An import still `running` this long after it started was cut short (the process stopped): it failed. */
const abandonedAfterMs = 2 * 3600_000;

const shopOf = (store: Store, shopId: number) =>
  store.selectFrom('eshops').select(['id', 'domain', 'paused', 'feed_format', 'feed_etag', 'feed_last_modified']).where('id', '=', shopId).executeTakeFirst();

/**
 * Starts reading a shop's feed and applying it: records the import as `running` at once and answers
 * its id, with the outcome to come (`finished`, which never rejects: a failure is its state). The
 * import runs in the background, its parsing on a thread of its own; read its row to follow it.
 * One import per shop at a time (`ImportRefused('running')`).
 */
export async function startImport(store: Store, shopId: number, source: ImportSource, options: ImportOptions = {}): Promise<{ id: number; finished: Promise<ImportOutcome> }> {
  const shop = await shopOf(store, shopId);
  if (!shop) throw new ImportRefused('unknown-shop', `There is no shop ${shopId}.`);
  const format = (source.format ?? shop.feed_format) as FeedFormat;
  if (options.dryRun) {
    return { id: 0, finished: runImport({ store, importId: null, shop: { ...shop }, source, format, dryRun: true, force: false, progress: options.progress }) };
  }
  const startedAt = new Date(now()).toISOString();
  const id = await store.transaction().execute(async (trx) => {
    await trx
      .updateTable('feed_imports')
      .set({ state: 'failed', finished_at: startedAt, error: 'Importul s-a întrerupt (serverul a repornit). Încercăm din nou la următoarea citire.' })
      .where('eshop_id', '=', shopId)
      .where('state', '=', 'running')
      .where('started_at', '<', new Date(now() - abandonedAfterMs).toISOString())
      .execute();
    // The shop's row is locked for the check and the insert: two starts at once make one import.
    await trx.updateTable('eshops').set({ paused: (eb) => eb.ref('paused') }).where('id', '=', shopId).execute();
    const running = await trx.selectFrom('feed_imports').select('id').where('eshop_id', '=', shopId).where('state', '=', 'running').executeTakeFirst();
    if (running) throw new ImportRefused('running', `Shop ${shopId} is importing its feed already (import ${running.id}).`);
    const origin = source.kind === 'url' ? source.location : source.location.split('/').at(-1)!;
    const row = await trx.insertInto('feed_imports').values({ eshop_id: shopId, source: source.kind, origin, state: 'running', started_at: startedAt }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
  return { id, finished: runImport({ store, importId: id, shop: { ...shop }, source, format, dryRun: false, force: false, progress: options.progress }) };
}

const heldImport = async (store: Store, importId: number) => {
  const row = await store.selectFrom('feed_imports').select(['id', 'eshop_id', 'state', 'kept_file']).where('id', '=', importId).executeTakeFirst();
  if (!row || row.state !== 'held' || !row.kept_file) throw new ImportRefused('not-held', `Import ${importId} is not held.`);
  return row as typeof row & { kept_file: string };
};

/** Applies a held import's kept file as it is (staff decided it is right). Throws `ImportRefused('not-held')` unless it is held. */
export async function releaseHeldImport(store: Store, importId: number): Promise<ImportOutcome> {
  const held = await heldImport(store, importId);
  const shop = (await shopOf(store, held.eshop_id))!;
  const claimed = await store
    .updateTable('feed_imports')
    .set({ state: 'running', decided_at: new Date(now()).toISOString() })
    .where('id', '=', importId)
    .where('state', '=', 'held')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new ImportRefused('not-held', `Import ${importId} is not held.`);
  await store.deleteFrom('feed_item_errors').where('import_id', '=', importId).execute();
  return runImport({ store, importId, shop, source: { kind: 'upload', location: held.kept_file }, format: shop.feed_format as FeedFormat, dryRun: false, force: true });
}

/** Drops a held import's kept file: the shop keeps its current offers. Throws `ImportRefused('not-held')` unless it is held. */
export async function rejectHeldImport(store: Store, importId: number): Promise<void> {
  const held = await heldImport(store, importId);
  const done = await store
    .updateTable('feed_imports')
    .set({ state: 'rejected', decided_at: new Date(now()).toISOString(), kept_file: null })
    .where('id', '=', importId)
    .where('state', '=', 'held')
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw new ImportRefused('not-held', `Import ${importId} is not held.`);
  rmSync(held.kept_file, { force: true });
}

/**
 * Takes a shop's offers off the listings at once (`paused`: its listed variants become inactive,
 * marked as the pause's), or brings back exactly those. One statement each, in one transaction.
 */
export async function setShopPaused(store: Store, shopId: number, paused: boolean): Promise<void> {
  await store.transaction().execute(async (trx) => {
    const shop = await trx.updateTable('eshops').set({ paused: paused ? 1 : 0 }).where('id', '=', shopId).where('paused', '=', paused ? 0 : 1).executeTakeFirst();
    if (Number(shop.numUpdatedRows) === 0) return;
    if (paused) await trx.updateTable('variants').set({ active: 0, paused_off: 1 }).where('eshop_id', '=', shopId).where('active', '=', 1).execute();
    else await trx.updateTable('variants').set({ active: 1, paused_off: 0 }).where('eshop_id', '=', shopId).where('paused_off', '=', 1).execute();
  });
}
