import { copyFileSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { countOf } from '#domain/romanian';
import { now } from '../clock';
import { dataDir } from '../context';
import { onPostgres } from '../db/dialect';
import type { Store } from '../db/store';
import { dateOf, dayAt } from '../prices/omnibus';
import { type ApplyRequest, applyChanges, changesPerChunk } from './apply';
import { ChangesTail } from './changes-tail';
import { downloadFeed, FeedFetchError } from './fetch';
import type { FeedFormat } from './raw-item';
import type { Change, RefusedItem, ScanResult } from './scan';
import { knownPages } from './known-pages';
import { scanOnThread } from './scan-thread';
import type { ImportOutcome, ImportSource, ImportState } from './service';

/** Where feeds are kept while they are read, and held ones until staff decide (`<data>/feeds/`). */
export const feedsFolder = (...parts: string[]) => {
  const folder = join(dataDir(), 'feeds', ...parts);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  return folder;
};

const temporaryFile = (kind: string) => join(feedsFolder('work'), `${kind}-${Date.now()}-${randomBytes(6).toString('hex')}`);

/**
 * A feed is held for review instead of applied when it would take more than half of the shop's live
 * items off the listings, or when more than half of its items are invalid: the kind of file a broken
 * export or a wrong URL produces.
 */
export function holdReason(scan: ScanResult, live: number): string | null {
  if (live > 0 && scan.removed.length * 2 > live) {
    return `Feedul ar scoate ${scan.removed.length.toLocaleString('ro-RO')} din ${countOf(live, { one: 'ofertă activă', other: 'oferte active' })} (peste jumătate): îl verifică echipa Cuib înainte să fie aplicat.`;
  }
  if (scan.items > 0 && scan.invalid * 2 > scan.items) {
    return `${scan.invalid.toLocaleString('ro-RO')} din ${countOf(scan.items, { one: 'produs', other: 'produse' })} ale feedului sunt invalide (peste jumătate): îl verifică echipa Cuib înainte să fie aplicat.`;
  }
  return null;
}

/** The Romanian message for a file that cannot be read, with where. */
const fileErrorMessage = (error: NonNullable<ScanResult['fileError']>) => {
  const where = error.line > 0 ? ` (linia ${error.line}${error.column > 0 ? `, coloana ${error.column}` : ''})` : '';
  const what: Record<string, string> = {
    malformed: 'Fișierul feedului este stricat',
    'unknown-format': 'Formatul sau codificarea feedului nu este cunoscută',
    'not-a-feed': 'Fișierul nu este un feed de produse (XML Google, TSV sau CSV)',
    'too-large': 'Feedul depășește dimensiunea maximă',
    'too-many-items': 'Feedul are mai multe produse decât se pot citi o dată',
  };
  return `${what[error.code] ?? 'Feedul nu s-a putut citi'}${where}: nu s-a aplicat nimic, ofertele rămân cele de până acum. ${error.message}`;
};

export interface RunRequest {
  store: Store;
  importId: number | null;
  shop: { id: number; domain: string; paused: number; feed_etag: string | null; feed_last_modified: string | null };
  source: ImportSource;
  format: FeedFormat;
  dryRun: boolean;
  /** Staff released it: applied even if it would be held. */
  force: boolean;
  progress?: (items: number, bytes: number) => void;
}

/** The counts of an outcome, as zero. */
const nothing = { items: 0, added: 0, updated: 0, unchanged: 0, removed: 0, invalid: 0, invalidByReason: {} };

/** Reads, checks and applies one feed; records what happened on the import's row (unless a dry run). */
export async function runImport(request: RunRequest): Promise<ImportOutcome> {
  const { store, shop, source } = request;
  const id = request.importId ?? 0;
  let file = source.location;
  let downloaded: string | undefined;
  // An uploaded (or held) file is the import's own: gone once it is read, unless it is held.
  let ownedFile = source.kind === 'upload' ? source.location : undefined;
  const validators: { feed_etag?: string | null; feed_last_modified?: string | null } = {};
  const finish = async (state: ImportState, counts: Omit<ImportOutcome, 'id' | 'state' | 'reason'>, reason: string | null, extra: { error?: string | null; held_reason?: string | null; kept_file?: string | null } = {}) => {
    const outcome: ImportOutcome = { id, state, reason, ...counts };
    if (request.dryRun || request.importId === null) return outcome;
    await store
      .updateTable('feed_imports')
      .set({
        state,
        finished_at: new Date(now()).toISOString(),
        items: counts.items,
        added: counts.added,
        updated: counts.updated,
        unchanged: counts.unchanged,
        removed: counts.removed,
        invalid: counts.invalid,
        invalid_by_reason: JSON.stringify(counts.invalidByReason),
        error: extra.error ?? null,
        held_reason: extra.held_reason ?? null,
        kept_file: extra.kept_file ?? null,
      })
      .where('id', '=', id)
      .execute();
    await store
      .updateTable('eshops')
      .set({ feed_checked_at: new Date(now()).toISOString(), ...validators })
      .where('id', '=', shop.id)
      .execute();
    return outcome;
  };

  try {
    if (source.kind === 'url') {
      downloaded = temporaryFile('download');
      const result = await downloadFeed(source.location, downloaded, request.force ? {} : { etag: shop.feed_etag, lastModified: shop.feed_last_modified });
      if (result.status === 'not-modified') return await finish('not-modified', nothing, null);
      validators.feed_etag = result.etag;
      validators.feed_last_modified = result.lastModified;
      file = downloaded;
    }
    // The shop's fed variants, a page at a time, counting the live ones on the way.
    const shopItems = { live: 0 };
    const known = knownPages(store, shop.id, shopItems);
    const productTypes = new Map(
      (
        await store
          .selectFrom('shop_category_mappings as m')
          .innerJoin('categories as c', 'c.id', 'm.category_id')
          .select(['m.product_type', 'c.slug'])
          .where('m.eshop_id', '=', shop.id)
          .execute()
      ).map((row) => [row.product_type, row.slug]),
    );
    const categories = new Map((await store.selectFrom('categories').select(['id', 'slug']).execute()).map((row) => [row.slug, row.id]));
    const today = dateOf(dayAt(now()));
    const changesFile = temporaryFile('changes');
    try {
      let lastReport = 0;
      const scanStarted = performance.now();
      const tail = new ChangesTail();
      const scanRequest = { file, format: request.format, shop: { domain: shop.domain }, today, productTypes, categories, changesFile, textsFile: join(feedsFolder('texts'), String(shop.id)) };
      const scanning = scanOnThread(
        scanRequest,
        known,
        (items, bytes) => {
          request.progress?.(items, bytes);
          if (request.importId !== null && !request.dryRun && Date.now() - lastReport > 1000) {
            lastReport = Date.now();
            // Only while it runs: a late count never overwrites the final one.
            void store.updateTable('feed_imports').set({ items }).where('id', '=', id).where('state', '=', 'running').execute().catch(() => undefined);
          }
        },
        (bytes) => tail.written(bytes),
      );
      const durations = { scanMs: 0, applyMs: 0 };
      const scanned = scanning.then(
        (scan) => {
          durations.scanMs = Math.round(performance.now() - scanStarted);
          tail.end();
          return scan;
        },
        (error: unknown) => {
          tail.end(error);
          throw error;
        },
      );
      /** Whether a fully read feed is applied: not when broken, a dry run, or held. */
      const heldFor = (scan: ScanResult) => (request.force ? null : holdReason(scan, shopItems.live));
      const applies = (scan: ScanResult) => !scan.fileError && !request.dryRun && heldFor(scan) === null;
      // Changes are written in one transaction begun with the first of them (or at the end, for
      // removals alone) and rolled back unless the feed applies. On PostgreSQL they are written
      // while the rest of the feed is read, on the other core: its locks are per row. SQLite's
      // transaction holds the site's one connection (and the file's write lock), so there they
      // are written once the whole feed is read and found to apply, holding both as briefly as it can.
      const apply = () =>
        applyWhileReading(
          store,
          tail.chunks(changesFile, changesPerChunk),
          async () => {
            const scan = await scanned;
            return applies(scan) ? scan.removed : null;
          },
          { shopId: shop.id, paused: shop.paused === 1, today, now: new Date(now()).toISOString() },
        );
      const applying = request.dryRun ? Promise.resolve() : onPostgres(store) ? apply() : scanned.then((scan) => (applies(scan) ? apply() : undefined));
      const [scan] = await Promise.all([scanned, applying]);
      durations.applyMs = Math.max(0, Math.round(performance.now() - scanStarted - durations.scanMs));
      const counts = { durations, byText: scan.byText, items: scan.items, added: scan.added, updated: scan.updated, unchanged: scan.unchanged, removed: scan.removed.length, invalid: scan.invalid, invalidByReason: scan.invalidByReason };
      if (!request.dryRun && request.importId !== null) await recordRefused(store, id, scan.refused);
      if (scan.fileError) {
        const message = fileErrorMessage(scan.fileError);
        return await finish('failed', { ...counts, added: 0, updated: 0, removed: 0 }, message, { error: message });
      }
      if (request.dryRun) return await finish(scan.added + scan.updated + scan.removed.length === 0 ? 'unchanged' : 'applied', counts, null);
      const held = heldFor(scan);
      if (held) {
        // The file is kept until staff release it (applied as it is) or reject it.
        const kept = join(feedsFolder('held'), `${id}`);
        if (source.kind === 'file') copyFileSync(file, kept);
        else renameSync(file, kept);
        if (file === downloaded) downloaded = undefined;
        ownedFile = undefined;
        return await finish('held', counts, held, { held_reason: held, kept_file: kept });
      }
      if (scan.added + scan.updated + scan.removed.length === 0) return await finish(request.force ? 'released' : 'unchanged', counts, null);
      return await finish(request.force ? 'released' : 'applied', counts, null);
    } finally {
      rmSync(changesFile, { force: true });
    }
  } catch (error) {
    if (error instanceof FeedFetchError) return await finish('failed', nothing, error.message, { error: error.message });
    const message = 'Importul s-a oprit din cauza unei erori a Cuib: nu s-a aplicat nimic. Încercăm din nou la următoarea citire.';
    console.error(`The import ${id} of shop ${shop.id} failed.`, error);
    await finish('failed', nothing, message, { error: message }).catch(() => undefined);
    return { id, state: 'failed', reason: message, ...nothing };
  } finally {
    if (downloaded) rmSync(downloaded, { force: true });
    if (ownedFile && !request.dryRun) rmSync(ownedFile, { force: true });
  }
}

/** Thrown inside the transaction to roll it back: the feed turned out not to apply. */
const notApplied = Symbol('not applied');

/**
 * Applies the changes as the reading thread writes them, in one transaction begun with the first
 * change: a feed that changes nothing takes no lock. `removed` says, once the feed is read, what it
 * takes off the listings, or null when it must not apply after all (the transaction is then rolled back).
 */
async function applyWhileReading(store: Store, chunks: AsyncGenerator<Change[]>, removed: () => Promise<readonly number[] | null>, shop: Omit<ApplyRequest, 'changes' | 'removed'>) {
  const first = await chunks.next();
  if (first.done) {
    const ids = await removed();
    if (ids === null || ids.length === 0) return;
  }
  async function* changes() {
    if (!first.done) yield first.value;
    yield* chunks;
  }
  try {
    await store.transaction().execute((trx) =>
      applyChanges(trx, {
        ...shop,
        changes: changes(),
        removed: async () => {
          const ids = await removed();
          if (ids === null) throw notApplied;
          return ids;
        },
      }),
    );
  } catch (error) {
    if (error !== notApplied) throw error;
  }
}

/** Stores the refused items shown to the shop (the first `keptErrors`). */
async function recordRefused(store: Store, importId: number, refused: readonly RefusedItem[]) {
  for (let start = 0; start < refused.length; start += 1000) {
    const rows = refused.slice(start, start + 1000).map((item, index) => ({
      import_id: importId,
      seq: start + index + 1,
      item_id: item.itemId,
      line: item.line,
      reason: item.reason,
      field: item.field,
      message: item.message,
    }));
    await store.insertInto('feed_item_errors').values(rows).execute();
  }
}
