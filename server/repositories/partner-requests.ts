import type { Store } from '../db/store';

/** What the shop-onboarding site's forms send. */
export function partnerRequestRepository(store: Store) {
  return {
    async add(kind: 'registration' | 'message', email: string, body: string, receivedAt: string): Promise<number> {
      const { id } = await store.insertInto('partner_requests').values({ kind, email, body, created_at: receivedAt }).returning('id').executeTakeFirstOrThrow();
      return id;
    },
  };
}
