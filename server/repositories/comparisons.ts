import type { Database } from '../db/database';
import { newLinkKey } from './link-key';

export interface ComparisonRow {
  id: number;
  /** The random key of its public address (`/compare-products/{linkKey}`). */
  linkKey: string;
  /** Saved before comparisons had keys: its number was its public link, and still leads to it. */
  byNumber: boolean;
  owner: string;
  name: string;
  variantIds: number[];
  createdAt: string;
}

type StoredRow = { id: number; link_key: string; by_number: number; owner: string; name: string; variant_ids: string; created_at: string };
const fromStored = (row: StoredRow): ComparisonRow => ({
  id: row.id,
  linkKey: row.link_key,
  byNumber: Number(row.by_number) === 1,
  owner: row.owner,
  name: row.name,
  variantIds: JSON.parse(row.variant_ids) as number[],
  createdAt: row.created_at,
});

/** Saved comparison lists and the likes their owners received on them. */
export function comparisonRepository(db: Database) {
  return {
    create(owner: string, name: string, variantIds: readonly number[]): ComparisonRow {
      const row = db
        .prepare('INSERT INTO comparisons (link_key, owner, name, variant_ids, created_at) VALUES (?, ?, ?, ?, ?) RETURNING *')
        .get(newLinkKey(), owner, name, JSON.stringify(variantIds), new Date().toISOString()) as StoredRow;
      return fromStored(row);
    },
    byLinkKey(key: string): ComparisonRow | undefined {
      const row = db.prepare('SELECT * FROM comparisons WHERE link_key = ?').get(key) as StoredRow | undefined;
      return row && fromStored(row);
    },
    byId(id: number): ComparisonRow | undefined {
      const row = db.prepare('SELECT * FROM comparisons WHERE id = ?').get(id) as StoredRow | undefined;
      return row && fromStored(row);
    },
    exists: (id: number) => db.prepare('SELECT 1 FROM comparisons WHERE id = ?').get(id) !== undefined,
    /** An owner's comparisons, newest first. */
    ofOwner(owner: string): ComparisonRow[] {
      return (db.prepare('SELECT * FROM comparisons WHERE owner = ? ORDER BY created_at DESC, id DESC').all(owner) as unknown as StoredRow[]).map(fromStored);
    },
    /** Likes others gave to each of an owner's comparisons, by comparison id. */
    likesOf(owner: string): Map<number, number> {
      const rows = db
        .prepare(
          `SELECT c.id, COUNT(l.owner) AS likes FROM comparisons c
           LEFT JOIN likes l ON l.item_type = 'comparison' AND l.item_id = c.id AND l.owner <> c.owner
           WHERE c.owner = ? GROUP BY c.id`,
        )
        .all(owner) as { id: number; likes: number }[];
      return new Map(rows.map((row) => [row.id, row.likes]));
    },
    /** Likes others gave to the comparisons an owner saved. */
    likesReceived(owner: string): number {
      return (
        db
          .prepare("SELECT COUNT(*) AS n FROM likes l JOIN comparisons c ON c.id = l.item_id WHERE l.item_type = 'comparison' AND c.owner = ? AND l.owner <> c.owner")
          .get(owner) as { n: number }
      ).n;
    },
    /** A visitor's comparisons become the user's on login, like their likes. */
    pair(fromOwner: string, toOwner: string): void {
      db.prepare('UPDATE comparisons SET owner = ? WHERE owner = ?').run(toOwner, fromOwner);
    },
  };
}
