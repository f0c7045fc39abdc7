import type { Hono } from 'hono';
import type { Review, ReviewInvitation } from '#generated/main-api/types.gen';
import {
  zGetReviewInvitationPath,
  zPostReviewInvitationReviewBody,
  zPostReviewInvitationReviewPath,
  zUnsubscribeReviewInvitationsPath,
} from '#generated/main-api/zod.gen';
import { db } from '../../context';
import { notFound, problem } from '../../http/problem';
import { validate } from '../../http/validate';
import { eshopOf } from './variant';

interface InvitationRow {
  ident: string;
  variant_id: number | null;
  order_date: string;
  expires_at: string;
  status: ReviewInvitation['status'];
  eshop_id: number;
  eshop_name: string;
  eshop_slug: string;
  eshop_paid: number;
  variant_name: string | null;
  variant_slug: string | null;
}

function invitation(ident: string): InvitationRow | undefined {
  return db()
    .prepare(
      `SELECT i.*, e.name AS eshop_name, e.slug AS eshop_slug, e.paid AS eshop_paid, v.name AS variant_name, v.slug AS variant_slug
       FROM review_invitations i JOIN eshops e ON e.id = i.eshop_id LEFT JOIN variants v ON v.id = i.variant_id WHERE i.ident = ?`,
    )
    .get(ident) as InvitationRow | undefined;
}

const statusOf = (row: InvitationRow): ReviewInvitation['status'] =>
  row.status === 'pending' && row.expires_at < new Date().toISOString() ? 'expired' : row.status;

const missing = () => notFound('Invitația de recenzie nu există.', 'path.ident');

/** The review pages: read an invitation, review the purchase once, or stop the invitations. */
export function registerReviewInvitationRoutes(app: Hono): void {
  app.get('/api/v2/review-invitations/:ident', async (c) => {
    const input = await validate(c, { path: zGetReviewInvitationPath });
    if (input instanceof Response) return input;
    const row = invitation(input.path.ident);
    if (!row) return missing();
    const body: ReviewInvitation = {
      ident: row.ident,
      status: statusOf(row),
      eshop: eshopOf(row),
      variant: row.variant_id && row.variant_name && row.variant_slug ? { id: row.variant_id, name: row.variant_name, slug: row.variant_slug } : null,
      orderDate: row.order_date,
    };
    return c.json(body);
  });

  app.post('/api/v2/review-invitations/:ident/review', async (c) => {
    const input = await validate(c, { path: zPostReviewInvitationReviewPath, body: zPostReviewInvitationReviewBody });
    if (input instanceof Response) return input;
    const row = invitation(input.path.ident);
    if (!row) return missing();
    const status = statusOf(row);
    if (status !== 'pending') return problem(409, status === 'submitted' ? 'Ai trimis deja recenzia pentru această comandă.' : 'Invitația nu mai este valabilă.', { field: 'path.ident' });
    const now = new Date().toISOString();
    const review: Review = {
      externalId: `inv-${row.ident}`,
      userId: null,
      userNickName: input.body.nickName,
      userAvatar: null,
      value: Math.round(input.body.value * 2) / 2,
      dateTime: now,
      imageIds: [],
      text: { text: input.body.text, originalText: null },
      reply: null,
      pluses: input.body.pluses ?? [],
      minuses: input.body.minuses ?? [],
      translatedFrom: null,
      eshop: eshopOf(row),
      source: 'cuib',
      variant: row.variant_id && row.variant_name && row.variant_slug ? { id: row.variant_id, name: row.variant_name, slug: row.variant_slug } : null,
    };
    // Only a pending invitation takes a review: a double submit cannot store two.
    const stored = db()
      .prepare("UPDATE review_invitations SET status = 'submitted', review = ?, submitted_at = ? WHERE ident = ? AND status = 'pending'")
      .run(JSON.stringify(review), now, row.ident).changes;
    if (!stored) return problem(409, 'Ai trimis deja recenzia pentru această comandă.', { field: 'path.ident' });
    return c.json(review, 201);
  });

  app.post('/api/v2/review-invitations/:ident/unsubscribe', async (c) => {
    const input = await validate(c, { path: zUnsubscribeReviewInvitationsPath });
    if (input instanceof Response) return input;
    const row = invitation(input.path.ident);
    if (!row) return missing();
    db().prepare("UPDATE review_invitations SET status = 'unsubscribed' WHERE email = (SELECT email FROM review_invitations WHERE ident = ?) AND status = 'pending'").run(row.ident);
    return c.body(null, 204);
  });
}
