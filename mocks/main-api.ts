import { HttpResponse } from 'msw';
import { responseExamples } from '#generated/main-api/examples.gen';
import { operations } from '#generated/main-api/runtime.gen';
import type { AuthSession, Comparison, ComparisonRequest, PriceHistory, VariantList, WatchedVariants } from '#generated/main-api/types.gen';
import { articleResolvers } from './articles';
import { contractHandlers } from './contract-handlers';
import { inspirationResolvers } from './inspirations';
import { partnerResolvers } from './main-api-partners';
import { badRequest } from './problem';
import { questionHandlers } from './questions';
import { starResolvers } from './star';
import { publicProfile, userDataExport, watchedVariants } from './fixtures/account';
import { priceHistoryOf, priceHistorySeries } from './fixtures/price-history';
import { fakeDiscountVariant, variant, variantCases, variantFeed } from './fixtures/variant';

/** The password the account mocks refuse, so a story can show the error. */
export const wrongPassword = 'Parola-Gresita-1';

const periods = [30, 90, 365] as const;

/** Comparisons saved while the mocks run get numbers from here. */
let nextComparison = 43;

/** The variants the listing fixtures show, so each card's product page can be answered. */
const listedVariants = [...Object.values(variantCases), fakeDiscountVariant];

/** Every main-API operation; listings answer from the variant fixtures. */
export const mainApiHandlers = contractHandlers(operations, responseExamples, {
  ...questionHandlers,
  ...inspirationResolvers,
  ...articleResolvers,
  ...starResolvers,
  ...partnerResolvers,
  postVariantFeed: () => HttpResponse.json(variantFeed()),
  // The contract's sofa page with the asked listed variant in it: the site redirects a variant page
  // whose id and slug differ from the URL's, so the bare example sent every card to the sofa 48213.
  // Any other variant id gets the sofa under that id, so a page shows the variant it was asked for.
  getVariantPage: ({ params }) => {
    const page = responseExamples.getVariantPage.body;
    const variantId = Number(params.variantId);
    const listed = listedVariants.find((entry) => entry.id === variantId);
    if (!listed && variantId === page.variant.id) return HttpResponse.json(page);
    if (!listed) return HttpResponse.json({ ...page, variant: { ...page.variant, id: variantId }, variants: page.variants.map((entry) => (entry.id === page.variant.id ? { ...entry, id: variantId } : entry)) });
    const url = `/produs/v/${listed.id}-${listed.slug}`;
    return HttpResponse.json({
      ...page,
      variant: listed,
      variants: [listed],
      breadcrumbs: [...page.breadcrumbs.slice(0, -1), { name: listed.name, url }],
      meta: { ...page.meta, title: `${listed.name} | Cuib`, canonicalUrl: `https://cuib.ro${url}` },
    });
  },
  getProductPage: ({ params }) => {
    const page = responseExamples.getProductPage.body;
    return HttpResponse.json({ ...page, product: { ...page.product, id: Number(params.productId) } });
  },
  // The asked variants under a new number and key; the mock server answers getComparison with it
  // (the contract links the two).
  createComparison: async ({ request }) => {
    const { name, variantIds } = (await request.json()) as ComparisonRequest;
    const id = nextComparison++;
    const saved: Comparison = { id, name: name ?? 'Comparația mea', url: `/compare-products/${id.toString(16).padStart(32, '0')}`, createdAt: new Date().toISOString(), variants: variantIds.map((variantId) => variant({ id: variantId })) };
    return HttpResponse.json(saved, { status: 201 });
  },
  postVariantByIds: async ({ request }) => {
    const { variantIds } = (await request.json()) as { variantIds: number[] };
    return HttpResponse.json({ variants: variantIds.map((id) => variant({ id })) } satisfies VariantList);
  },
  // Variant 201877 never changed its price, 250001 has none recorded; any other is the sofa's year.
  getVariantPriceHistory: ({ params, request }) => {
    const variantId = Number(params.variantId);
    const asked = Number(new URL(request.url).searchParams.get('days') ?? 365);
    const days = periods.find((period) => period === asked);
    if (days === undefined) return badRequest('query.days', 'Perioada poate fi de 30, 90 sau 365 de zile.');
    const series = variantId === 201_877 ? priceHistorySeries.flat : variantId === 250_001 ? priceHistorySeries.empty : priceHistorySeries.realistic;
    return HttpResponse.json(priceHistoryOf(series, days, { variantId }) satisfies PriceHistory);
  },
  getUserVariantsWatched: ({ request }) => {
    const limit = Number(new URL(request.url).searchParams.get('limit') ?? 10);
    return HttpResponse.json({ variants: watchedVariants.slice(0, limit) } satisfies WatchedVariants);
  },
  // By a number, the user with that number; by a key, Maria.
  getPublicProfile: ({ params }) => HttpResponse.json(/^\d+$/.test(String(params.userId)) ? publicProfile({ id: Number(params.userId) }) : publicProfile()),
  exportUserData: () =>
    HttpResponse.json(userDataExport(), { headers: { 'content-disposition': 'attachment; filename="cuib-datele-mele-2026-11-23.json"' } }),
  changePassword: async ({ request }) => {
    const { currentPassword } = (await request.json()) as { currentPassword: string };
    if (currentPassword === wrongPassword) return badRequest('body.currentPassword', 'Parola nu este corectă.');
    return HttpResponse.json(responseExamples.changePassword.body satisfies AuthSession);
  },
  deleteAccount: async ({ request }) => {
    const { password } = (await request.json()) as { password: string };
    if (password === wrongPassword) return badRequest('body.password', 'Parola nu este corectă.');
    return new HttpResponse(null, { status: 204 });
  },
});
