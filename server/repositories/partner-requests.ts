import type { Database } from '../db/database';

/** What the shop-onboarding site's forms send. */
export function partnerRequestRepository(db: Database) {
  return {
    add(kind: 'registration' | 'message', email: string, body: string, receivedAt: string): number {
      const { id } = db.prepare('INSERT INTO partner_requests (kind, email, body, created_at) VALUES (?, ?, ?, ?) RETURNING id').get(kind, email, body, receivedAt) as { id: number };
      return id;
    },
  };
}
