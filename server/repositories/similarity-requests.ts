import type { Database } from '../db/database';

/** Results of the similar-products search, kept by id so that a result's page can be shown again. */
export function similarityRequestRepository(db: Database) {
  return {
    add(id: string, variantId: number, createdAt: string): void {
      db.prepare('INSERT INTO similarity_requests (id, variant_id, created_at) VALUES (?, ?, ?)').run(id, variantId, createdAt);
    },
    /** Drops the results made before `time` (an ISO timestamp). */
    forgetOlderThan(time: string): void {
      db.prepare('DELETE FROM similarity_requests WHERE created_at < ?').run(time);
    },
    /** The variant a result was for; undefined when the id is unknown or was dropped. */
    variantOf: (id: string) => (db.prepare('SELECT variant_id FROM similarity_requests WHERE id = ?').get(id) as { variant_id: number } | undefined)?.variant_id,
  };
}
