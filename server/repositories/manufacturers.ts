import type { Store } from '../db/store';
import { topCategoriesOf } from './categories';

/** A manufacturer's id, slug and name. */
export interface ManufacturerRow {
  id: number;
  slug: string;
  name: string;
}

/** Manufacturers and the categories they make for. */
export function manufacturerRepository(store: Store) {
  return {
    /** Every manufacturer, in no particular order (looked up by id). */
    async named(): Promise<ManufacturerRow[]> {
      return store.selectFrom('manufacturers').select(['id', 'slug', 'name']).execute();
    },
    /** Every manufacturer, by name. */
    async namedAlphabetically(): Promise<ManufacturerRow[]> {
      return store.selectFrom('manufacturers').select(['id', 'slug', 'name']).orderBy('name').execute();
    },
    /** The ids of the manufacturers with these slugs; fewer rows than slugs when one is unknown. */
    async idsBySlugs(slugs: readonly string[]): Promise<{ id: number; slug: string }[]> {
      if (slugs.length === 0) return [];
      return store.selectFrom('manufacturers').select(['id', 'slug']).where('slug', 'in', slugs).execute();
    },
    /** The manufacturer of a variant; undefined for an unknown variant or one without a manufacturer. */
    async ofVariant(variantId: number): Promise<ManufacturerRow | undefined> {
      return store
        .selectFrom('manufacturers as m')
        .innerJoin('variants as v', 'v.manufacturer_id', 'm.id')
        .select(['m.id', 'm.name', 'm.slug'])
        .where('v.id', '=', variantId)
        .executeTakeFirst();
    },
    /** The 12 categories with most of the manufacturer's active offers, most first. */
    topCategories: (manufacturerId: number) => topCategoriesOf(store, 'v.manufacturer_id', manufacturerId),
  };
}
