import { HttpResponse, type HttpResponseResolver } from 'msw';
import type { ReviewInvitation, ReviewPhoto } from '#generated/main-api/types.gen';
import { moderationItems, shopReviewsPage } from './fixtures/reviews';
import { problemResponse } from './problem';

const invitation = (ident: string): ReviewInvitation => ({
  ident,
  status: 'pending',
  eshop: { id: 12, name: 'Mobila Dalin', slug: 'mobila-dalin', paid: true },
  variant: { id: 48213, name: 'Canapea extensibilă Oslo, 3 locuri, gri', slug: 'canapea-extensibila-oslo-3-locuri-gri' },
  orderDate: '2026-11-02',
  image: { id: '48213-0', type: 'product', cropped: false },
  remindOn: null,
});

/**
 * Cuib Star calls in stories: any invitation is pending for the sofa (`expirat…` ones have
 * expired), shop reviews page by `page` (13 pages), staff see the fixtures' queue, a photo upload
 * answers a stored id.
 */
export const starResolvers = {
  getReviewInvitation: ({ params }) => {
    const ident = String(params.ident);
    return HttpResponse.json({ ...invitation(ident), status: ident.startsWith('expirat') ? 'expired' : 'pending' } satisfies ReviewInvitation);
  },
  getShopReviewsPage: ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
    if (!(page >= 1 && page <= 13)) return problemResponse(404, { field: 'query.page', detail: 'Pagina nu există.' });
    return HttpResponse.json(shopReviewsPage({ page }));
  },
  getModerationQueue: () => HttpResponse.json({ items: moderationItems }),
  uploadReviewInvitationPhoto: () => HttpResponse.json({ imageId: 'up-4f9a0c2be81d7a6c5e30', image: { id: 'up-4f9a0c2be81d7a6c5e30', type: 'review', cropped: false } } satisfies ReviewPhoto, { status: 201 }),
} satisfies Record<string, HttpResponseResolver>;
