import { DatabaseSync } from 'node:sqlite';
import type { StoreLocation } from '../db/database';
import { postgresStore, sqliteStore } from '../db/store';
import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index';
import { buildNameIndex, type NameIndex } from './name-index';

/** A catalogue index built on a thread of its own, with its name index when search used the last one. */
export interface BuiltApart {
  index: CatalogueIndex;
  names?: NameIndex;
}

/**
 * Runs in the index thread (index-thread.ts): opens a connection of its own to the store (SQLite
 * read-only, beside the site's; PostgreSQL through a pool of its own), builds the index and hands
 * back its arrays' memory, moved rather than copied.
 */
export async function buildApart(location: StoreLocation, withNames: boolean): Promise<{ built: BuiltApart; transfer: ArrayBuffer[] }> {
  const store = 'url' in location ? postgresStore(location.url) : sqliteStore(readOnly(location.file));
  try {
    const index = await buildCatalogueIndex(store);
    const names = withNames ? await buildNameIndex(store, index) : undefined;
    return { built: { index, ...(names ? { names } : {}) }, transfer: buffersOf([index, index.dimensions, names ?? {}, names?.postings ?? []]) };
  } finally {
    await store.destroy();
  }
}

function readOnly(file: string): DatabaseSync {
  const db = new DatabaseSync(file, { readOnly: true });
  db.exec('PRAGMA busy_timeout = 5000');
  return db;
}

/** The memory of every typed array held by these objects' own properties, each once. */
function buffersOf(holders: object[]): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const holder of holders) {
    for (const value of Object.values(holder)) if (ArrayBuffer.isView(value) && value.buffer instanceof ArrayBuffer) buffers.add(value.buffer);
  }
  return [...buffers];
}
