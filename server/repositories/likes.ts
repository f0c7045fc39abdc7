import { type Database, transaction } from '../db/database';

export interface LikeRow {
  item_id: number;
  liked: number;
  likes_count: number;
}

/** Likes per owner and item. Every write is one statement, so concurrent toggles never lose a like. */
export function likeRepository(db: Database) {
  return {
    like(owner: string, itemType: string, itemId: number): void {
      db.prepare('INSERT OR IGNORE INTO likes (owner, item_type, item_id, created_at) VALUES (?, ?, ?, ?)').run(
        owner,
        itemType,
        itemId,
        new Date().toISOString(),
      );
    },
    unlike(owner: string, itemType: string, itemId: number): void {
      db.prepare('DELETE FROM likes WHERE owner = ? AND item_type = ? AND item_id = ?').run(owner, itemType, itemId);
    },
    /** Whether the owner has liked anything (a visitor who has not is a new liker). */
    hasAny(owner: string): boolean {
      return db.prepare('SELECT 1 FROM likes WHERE owner = ? LIMIT 1').get(owner) !== undefined;
    },
    /** Like state of each id for the owner, in the order asked. */
    states(owner: string, itemType: string, itemIds: readonly number[]): LikeRow[] {
      const statement = db.prepare(`
        SELECT COUNT(*) AS likes_count, COALESCE(MAX(CASE WHEN owner = ? THEN 1 ELSE 0 END), 0) AS liked
        FROM likes WHERE item_type = ? AND item_id = ?`);
      return itemIds.map((id) => ({ item_id: id, ...(statement.get(owner, itemType, id) as { likes_count: number; liked: number }) }));
    },
    /** Every like of an owner, oldest first (for the owner's data export). */
    ofOwner(owner: string): { item_type: string; item_id: number; created_at: string }[] {
      return db.prepare('SELECT item_type, item_id, created_at FROM likes WHERE owner = ? ORDER BY created_at, item_type, item_id').all(owner) as {
        item_type: string;
        item_id: number;
        created_at: string;
      }[];
    },
    likedBy(owner: string, itemType: string): number[] {
      return (
        db.prepare('SELECT item_id FROM likes WHERE owner = ? AND item_type = ? ORDER BY created_at DESC, item_id').all(owner, itemType) as {
          item_id: number;
        }[]
      ).map((row) => row.item_id);
    },
    /** Moves a visitor's likes to a user; likes the user already has stay single. */
    pair(fromOwner: string, toOwner: string): number {
      return transaction(db, () => {
        const moved = db
          .prepare('INSERT OR IGNORE INTO likes (owner, item_type, item_id, created_at) SELECT ?, item_type, item_id, created_at FROM likes WHERE owner = ?')
          .run(toOwner, fromOwner).changes;
        db.prepare('DELETE FROM likes WHERE owner = ?').run(fromOwner);
        return Number(moved);
      });
    },
  };
}
