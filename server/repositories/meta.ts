import type { Store } from '../db/store';

/** Small named values of the database (`meta` table). */
export function metaRepository(store: Store) {
  const get = async (key: string): Promise<string | undefined> =>
    (await store.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst())?.value;
  return {
    get,
    /** The count of variant changes a trigger keeps (migrations): equal values, the same catalogue. */
    catalogueVersion: async (): Promise<string> => (await get('catalogue_version')) ?? '0',
    async delete(key: string): Promise<void> {
      await store.deleteFrom('meta').where('key', '=', key).execute();
    },
  };
}
