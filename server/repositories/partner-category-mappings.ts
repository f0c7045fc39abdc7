import type { Store } from '../db/store';

/** A shop's product type (folded) placed in one of Cuib's categories. */
export interface CategoryMappingRow {
  product_type: string;
  category_id: number;
  category_slug: string;
  category_long_name: string;
}

/** The per-shop mappings staff edit from a shop's own `product_type` paths to Cuib's categories. */
export function partnerCategoryMappingRepository(store: Store) {
  const mappings = () =>
    store
      .selectFrom('shop_category_mappings as m')
      .innerJoin('categories as c', 'c.id', 'm.category_id')
      .select(['m.product_type', 'm.category_id', 'c.slug as category_slug', 'c.long_name as category_long_name']);
  return {
    /** The shop's mappings, by product type. */
    async ofShop(shopId: number): Promise<CategoryMappingRow[]> {
      return mappings().where('m.eshop_id', '=', shopId).orderBy('m.product_type').execute();
    },
    /** Maps a (folded) product type to a category, replacing the category it had. */
    async put(shopId: number, productType: string, categoryId: number): Promise<CategoryMappingRow> {
      await store
        .insertInto('shop_category_mappings')
        .values({ eshop_id: shopId, product_type: productType, category_id: categoryId })
        .onConflict((conflict) => conflict.columns(['eshop_id', 'product_type']).doUpdateSet({ category_id: categoryId }))
        .execute();
      return mappings().where('m.eshop_id', '=', shopId).where('m.product_type', '=', productType).executeTakeFirstOrThrow();
    },
    /** Removes a mapping; false when the shop had none for the product type. */
    async remove(shopId: number, productType: string): Promise<boolean> {
      const result = await store.deleteFrom('shop_category_mappings').where('eshop_id', '=', shopId).where('product_type', '=', productType).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
    /** Whether the category exists and has no subcategories: only leaves hold offers. */
    async leafBySlug(slug: string): Promise<{ id: number } | undefined> {
      return store
        .selectFrom('categories as c')
        .select('c.id')
        .where('c.slug', '=', slug)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('categories as child').select('child.id').whereRef('child.parent_id', '=', 'c.id'))))
        .executeTakeFirst();
    },
  };
}
