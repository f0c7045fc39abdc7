import type { Review, ReviewInvitation } from '#generated/main-api/types.gen';
import { type Database, transaction } from '../db/database';
import { isPostgres } from '../db/postgres/database';

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

const invitationSelect = `SELECT i.*, e.name AS eshop_name, e.slug AS eshop_slug, e.paid AS eshop_paid, v.name AS variant_name, v.slug AS variant_slug,
  v.image_count AS variant_image_count
  FROM review_invitations i JOIN eshops e ON e.id = i.eshop_id LEFT JOIN variants v ON v.id = i.variant_id`;

const reviewsOf = (rows: { review: string }[]): Review[] => rows.map((row) => JSON.parse(row.review) as Review);

/** Review invitations, their photos, the moderation of their reviews and what approval changes. */
export function reviewRepository(db: Database) {
  const postgres = isPostgres(db);
  /**
   * Every variant of the product takes the product's approved reviews: its generated rating and
   * count are kept aside once (review_bases), then rating and count are the generated ones with the
   * approved added. The variants' update bumps the catalogue version, so listings pick it up.
   */
  function recount(productId: number): void {
    db.prepare('INSERT OR IGNORE INTO review_bases (variant_id, rating, reviews_count) SELECT id, rating, reviews_count FROM variants WHERE product_id = ?').run(productId);
    const approved = db
      .prepare(
        `SELECT COUNT(*) AS count, COALESCE(SUM(${postgres ? "(i.review::json->>'value')::float8" : "json_extract(i.review, '$.value')"}), 0) AS stars
         FROM review_invitations i JOIN variants v ON v.id = i.variant_id WHERE i.status = 'approved' AND v.product_id = ?`,
      )
      .get(productId) as { count: number; stars: number };
    db.prepare(
      `UPDATE variants SET reviews_count = b.reviews_count + :count,
         rating = CASE WHEN b.reviews_count + :count = 0 THEN NULL
           ELSE round(CAST((COALESCE(b.rating, 0) * b.reviews_count + :stars) / (b.reviews_count + :count) AS NUMERIC), 1) END
       FROM review_bases b WHERE b.variant_id = variants.id AND variants.product_id = :product`,
    ).run({ count: approved.count, stars: approved.stars, product: productId });
  }

  return {
    invitation: (ident: string) => db.prepare(`${invitationSelect} WHERE i.ident = ?`).get(ident) as InvitationRow | undefined,

    /** Stores the review of a pending invitation; false when it was not pending (a double submit stores one). */
    submit: (ident: string, review: Review, flags: readonly string[], at: string) =>
      db
        .prepare("UPDATE review_invitations SET status = 'submitted', review = ?, flags = ?, submitted_at = ? WHERE ident = ? AND status = 'pending'")
        .run(JSON.stringify(review), JSON.stringify(flags), at, ident).changes > 0,

    /** No more invitations from this shop to this address: every pending one of theirs is stopped. */
    unsubscribe: (ident: string) =>
      db
        .prepare(
          `UPDATE review_invitations SET status = 'unsubscribed' WHERE status = 'pending'
           AND (email, eshop_id) = (SELECT email, eshop_id FROM review_invitations WHERE ident = ?)`,
        )
        .run(ident),

    delay: (ident: string, remindOn: string) => db.prepare("UPDATE review_invitations SET remind_on = ? WHERE ident = ? AND status = 'pending'").run(remindOn, ident).changes > 0,

    addPhoto: (id: string, ident: string, at: string) => db.prepare('INSERT INTO review_photos (id, ident, created_at) VALUES (?, ?, ?)').run(id, ident, at),
    photoIdsOf: (ident: string) => (db.prepare('SELECT id FROM review_photos WHERE ident = ? ORDER BY created_at, id').all(ident) as { id: string }[]).map((row) => row.id),
    photoExists: (id: string) => db.prepare('SELECT 1 FROM review_photos WHERE id = ?').get(id) !== undefined,

    /** Submitted reviews waiting for staff, oldest first. */
    pending: () => db.prepare(`${invitationSelect} WHERE i.status = 'submitted' ORDER BY i.submitted_at, i.ident`).all() as unknown as InvitationRow[],

    /**
     * Approves or rejects a submitted review; an approved one counts on every variant of its
     * product at once. False when no review of that invitation was waiting.
     */
    decide: (ident: string, decision: 'approved' | 'rejected', at: string): boolean =>
      transaction(db, () => {
        const decided = db.prepare("UPDATE review_invitations SET status = ?, decided_at = ? WHERE ident = ? AND status = 'submitted' RETURNING variant_id").get(decision, at, ident) as
          | { variant_id: number | null }
          | undefined;
        if (!decided) return false;
        const product = decided.variant_id === null ? undefined : (db.prepare('SELECT product_id FROM variants WHERE id = ?').get(decided.variant_id) as { product_id: number } | undefined);
        if (decision === 'approved' && product) recount(product.product_id);
        return true;
      }),

    /** Approved reviews of a product (any of its variants), newest first. */
    approvedForProduct: (productId: number) =>
      reviewsOf(
        db
          .prepare("SELECT i.review FROM review_invitations i JOIN variants v ON v.id = i.variant_id WHERE i.status = 'approved' AND v.product_id = ? ORDER BY i.submitted_at DESC, i.ident")
          .all(productId) as { review: string }[],
      ),

    /** Approved reviews of a shop, newest first. */
    approvedForShop: (eshopId: number) =>
      reviewsOf(db.prepare("SELECT review FROM review_invitations WHERE status = 'approved' AND eshop_id = ? ORDER BY submitted_at DESC, ident").all(eshopId) as { review: string }[]),

    /** The generated rating and count of a variant (kept aside once approved reviews joined it). */
    baseOf: (variantId: number) =>
      db.prepare('SELECT rating, reviews_count FROM review_bases WHERE variant_id = ?').get(variantId) as Pick<ReviewBase, 'rating' | 'reviews_count'> | undefined,

    /** The shop's variants with generated reviews, by id: what its review page pages through. */
    shopBases: (eshopId: number) =>
      db
        .prepare(
          `SELECT v.id AS variant_id, v.name, v.slug, v.image_count, COALESCE(b.reviews_count, v.reviews_count) AS reviews_count,
             CASE WHEN b.variant_id IS NULL THEN v.rating ELSE b.rating END AS rating
           FROM variants v LEFT JOIN review_bases b ON b.variant_id = v.id WHERE v.eshop_id = ? AND COALESCE(b.reviews_count, v.reviews_count) > 0 ORDER BY v.id`,
        )
        .all(eshopId) as unknown as ReviewBase[],

    shopBySlug: (slug: string) =>
      db.prepare('SELECT id AS eshop_id, name AS eshop_name, slug AS eshop_slug, paid AS eshop_paid FROM eshops WHERE slug = ?').get(slug) as
        | { eshop_id: number; eshop_name: string; eshop_slug: string; eshop_paid: number }
        | undefined,
  };
}
