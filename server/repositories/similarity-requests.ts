import type { Store } from '../db/store';

/** Results of the similar-products search, kept by id so that a result's page can be shown again. */
export function similarityRequestRepository(store: Store) {
  return {
    async add(id: string, variantId: number, createdAt: string): Promise<void> {
      await store.insertInto('similarity_requests').values({ id, variant_id: variantId, created_at: createdAt }).execute();
    },
    /** Drops the results made before `time` (an ISO timestamp). */
    async forgetOlderThan(time: string): Promise<void> {
      await store.deleteFrom('similarity_requests').where('created_at', '<', time).execute();
    },
    /** The variant a result was for; undefined when the id is unknown or was dropped. */
    async variantOf(id: string): Promise<number | undefined> {
      return (await store.selectFrom('similarity_requests').select('variant_id').where('id', '=', id).executeTakeFirst())?.variant_id;
    },
  };
}
