import type { Store } from '../db/store';
import type { Tables } from '../db/tables';
import type { FeedFormat } from './raw-item';

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
  /** `file`: a path given to the command line; `upload`: a file the partner portal saved; `url`: fetched now. */
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
}

export interface ImportOptions {
  /** Reads and checks the feed, and reports what it would do, writing nothing to the catalogue. */
  dryRun?: boolean;
  /** Told the progress now and then (items read, items/s). */
  progress?: (read: number, bytesRead: number) => void;
}

/**
 * Starts reading a shop's feed and applying it: records the import as `running` at once and answers
 * its id, with the outcome to come (`finished`). The import runs in the background, its parsing off
 * the request thread; `GET` its record to follow it.
 */
export async function startImport(_store: Store, _shopId: number, _source: ImportSource, _options: ImportOptions = {}): Promise<{ id: number; finished: Promise<ImportOutcome> }> {
  throw new Error('Feed imports are not built yet.');
}

/** Applies a held import's kept file as it is (staff decided it is right). Throws unless it is held. */
export async function releaseHeldImport(_store: Store, _importId: number): Promise<ImportOutcome> {
  throw new Error('Feed imports are not built yet.');
}

/** Drops a held import's kept file: the shop keeps its current offers. Throws unless it is held. */
export async function rejectHeldImport(_store: Store, _importId: number): Promise<void> {
  throw new Error('Feed imports are not built yet.');
}

/** Takes a shop's offers off the listings at once (`paused`), or brings back exactly those. */
export async function setShopPaused(_store: Store, _shopId: number, _paused: boolean): Promise<void> {
  throw new Error('Feed imports are not built yet.');
}
