import type { Review, ReviewInvitation } from '#generated/main-api/types.gen';
import { sql } from 'kysely';
import { jsonNumberOf, lockKey } from '../db/dialect';
import type { Store, StoreTransaction } from '../db/store';

/** A review invitation with its shop and variant. */
export interface InvitationRow {
  ident: string;
  variant_id: number | null;
  order_date: string;
  expires_at: string;
  /** `approved` and `rejected` are a submitted review's decision. */
  status: ReviewInvitation['status'] | 'approved' | 'rejected';
  review: string | null;
  submitted_at: string | null;
  remind_on: string | null;
  flags: string;
  eshop_id: number;
  eshop_name: string;
  eshop_slug: string;
  eshop_paid: number;
  variant_name: string | null;
  variant_slug: string | null;
  variant_image_count: number | null;
}

/** The generated reviews of a variant: its rating and count before approved reviews joined them. */
export interface ReviewBase {
  variant_id: number;
  name: string;
  slug: string;
  image_count: number;
  rating: number | null;
  reviews_count: number;
}

const reviewsOf = (rows: { review: string | null }[]): Review[] => rows.map((row) => JSON.parse(row.review ?? 'null') as Review);

/** Review invitations, their photos, the moderation of their reviews and what approval changes. */
export function reviewRepository(store: Store) {
  const invitations = (on: Store) =>
    on
      .selectFrom('review_invitations as i')
      .innerJoin('eshops as e', 'e.id', 'i.eshop_id')
      .leftJoin('variants as v', 'v.id', 'i.variant_id')
      .selectAll('i')
      .select(['e.name as eshop_name', 'e.slug as eshop_slug', 'e.paid as eshop_paid', 'v.name as variant_name', 'v.slug as variant_slug', 'v.image_count as variant_image_count'])
      .$narrowType<{ status: InvitationRow['status'] }>();

  /**
   * Every variant of the product takes the product's approved reviews: its generated rating and
   * count are kept aside once (review_bases), then rating and count are the generated ones with the
   * approved added. The variants' update bumps the catalogue version, so listings pick it up.
   */
  async function recount(trx: StoreTransaction, productId: number): Promise<void> {
    await trx
      .insertInto('review_bases')
      .columns(['variant_id', 'rating', 'reviews_count'])
      .expression(trx.selectFrom('variants').select(['id', 'rating', 'reviews_count']).where('product_id', '=', productId))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const approved = await trx
      .selectFrom('review_invitations as i')
      .innerJoin('variants as v', 'v.id', 'i.variant_id')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.coalesce(eb.fn.sum<number>(jsonNumberOf(trx, 'i.review', 'value')), eb.lit(0)).as('stars')])
      .where('i.status', '=', 'approved')
      .where('v.product_id', '=', productId)
      .executeTakeFirstOrThrow();
    const count = Number(approved.count);
    const stars = Number(approved.stars);
    await trx
      .updateTable('variants')
      .from('review_bases as b')
      .set({
        reviews_count: sql<number>`b.reviews_count + ${count}`,
        rating: sql<number | null>`CASE WHEN b.reviews_count + ${count} = 0 THEN NULL
          ELSE round(CAST((COALESCE(b.rating, 0) * b.reviews_count + ${stars}) / (b.reviews_count + ${count}) AS NUMERIC), 1) END`,
      })
      .whereRef('b.variant_id', '=', 'variants.id')
      .where('variants.product_id', '=', productId)
      .execute();
  }

  return {
    invitation: (ident: string): Promise<InvitationRow | undefined> => invitations(store).where('i.ident', '=', ident).executeTakeFirst(),

    /** Stores the review of a pending invitation; false when it was not pending (a double submit stores one). */
    submit: async (ident: string, review: Review, flags: readonly string[], at: string): Promise<boolean> => {
      const updated = await store
        .updateTable('review_invitations')
        .set({ status: 'submitted', review: JSON.stringify(review), flags: JSON.stringify(flags), submitted_at: at })
        .where('ident', '=', ident)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    /** No more invitations from this shop to this address: every pending one of theirs is stopped. */
    unsubscribe: async (ident: string): Promise<void> => {
      const invitation = store.selectFrom('review_invitations').where('ident', '=', ident);
      await store
        .updateTable('review_invitations')
        .set({ status: 'unsubscribed' })
        .where('status', '=', 'pending')
        .where((eb) => eb.and([eb('email', '=', invitation.select('email')), eb('eshop_id', '=', invitation.select('eshop_id'))]))
        .execute();
    },

    delay: async (ident: string, remindOn: string): Promise<boolean> => {
      const updated = await store.updateTable('review_invitations').set({ remind_on: remindOn }).where('ident', '=', ident).where('status', '=', 'pending').executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    addPhoto: async (id: string, ident: string, at: string): Promise<void> => {
      await store.insertInto('review_photos').values({ id, ident, created_at: at }).execute();
    },
    photoIdsOf: async (ident: string): Promise<string[]> =>
      (await store.selectFrom('review_photos').select('id').where('ident', '=', ident).orderBy('created_at').orderBy('id').execute()).map((row) => row.id),
    photoExists: async (id: string): Promise<boolean> => (await store.selectFrom('review_photos').select('id').where('id', '=', id).executeTakeFirst()) !== undefined,

    /** Submitted reviews waiting for staff, oldest first. */
    pending: (): Promise<InvitationRow[]> => invitations(store).where('i.status', '=', 'submitted').orderBy('i.submitted_at').orderBy('i.ident').execute(),

    /**
     * Approves or rejects a submitted review; an approved one counts on every variant of its
     * product at once. False when no review of that invitation was waiting. Decisions on one
     * product queue behind each other (a lock per product), so each recount sees the others.
     */
    decide: (ident: string, decision: 'approved' | 'rejected', at: string): Promise<boolean> =>
      store.transaction().execute(async (trx) => {
        const decided = await trx
          .updateTable('review_invitations')
          .set({ status: decision, decided_at: at })
          .where('ident', '=', ident)
          .where('status', '=', 'submitted')
          .returning('variant_id')
          .executeTakeFirst();
        if (!decided) return false;
        const product = decided.variant_id === null ? undefined : await trx.selectFrom('variants').select('product_id').where('id', '=', decided.variant_id).executeTakeFirst();
        if (decision === 'approved' && product) {
          await lockKey(trx, `review-recount:${product.product_id}`);
          await recount(trx, product.product_id);
        }
        return true;
      }),

    /** Approved reviews of a product (any of its variants), newest first. */
    approvedForProduct: async (productId: number): Promise<Review[]> =>
      reviewsOf(
        await store
          .selectFrom('review_invitations as i')
          .innerJoin('variants as v', 'v.id', 'i.variant_id')
          .select('i.review')
          .where('i.status', '=', 'approved')
          .where('v.product_id', '=', productId)
          .orderBy('i.submitted_at', 'desc')
          .orderBy('i.ident')
          .execute(),
      ),

    /** Approved reviews of a shop, newest first. */
    approvedForShop: async (eshopId: number): Promise<Review[]> =>
      reviewsOf(
        await store
          .selectFrom('review_invitations')
          .select('review')
          .where('status', '=', 'approved')
          .where('eshop_id', '=', eshopId)
          .orderBy('submitted_at', 'desc')
          .orderBy('ident')
          .execute(),
      ),

    /** The generated rating and count of a variant (kept aside once approved reviews joined it). */
    baseOf: (variantId: number): Promise<Pick<ReviewBase, 'rating' | 'reviews_count'> | undefined> =>
      store.selectFrom('review_bases').select(['rating', 'reviews_count']).where('variant_id', '=', variantId).executeTakeFirst(),

    /** The shop's variants with generated reviews, by id: what its review page pages through. */
    shopBases: (eshopId: number): Promise<ReviewBase[]> =>
      store
        .selectFrom('variants as v')
        .leftJoin('review_bases as b', 'b.variant_id', 'v.id')
        .select((eb) => [
          'v.id as variant_id',
          'v.name',
          'v.slug',
          'v.image_count',
          eb.fn.coalesce('b.reviews_count', 'v.reviews_count').as('reviews_count'),
          eb.case().when('b.variant_id', 'is', null).then(eb.ref('v.rating')).else(eb.ref('b.rating')).end().as('rating'),
        ])
        .where('v.eshop_id', '=', eshopId)
        .where((eb) => eb(eb.fn.coalesce('b.reviews_count', 'v.reviews_count'), '>', 0))
        .orderBy('v.id')
        .execute(),

    shopBySlug: (slug: string): Promise<{ eshop_id: number; eshop_name: string; eshop_slug: string; eshop_paid: number } | undefined> =>
      store.selectFrom('eshops').select(['id as eshop_id', 'name as eshop_name', 'slug as eshop_slug', 'paid as eshop_paid']).where('slug', '=', slug).executeTakeFirst(),
  };
}
