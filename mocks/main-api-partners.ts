import { HttpResponse, type HttpResponseResolver } from 'msw';
import type {
  CategoryMapping,
  CategoryMappingList,
  CategoryMappingRequest,
  FeedImport,
  FeedImportList,
  FeedItemErrorList,
  PartnerFeedSettings,
  PartnerOfferList,
  ShopPause,
  ShopRegistrationReceipt,
  ShopRegistrationRequest,
  StaffShopList,
} from '#generated/main-api/types.gen';
import { categoryMappings, feedImport, feedImports, feedItemErrors, partnerOffers, partnerShop, partnerStats, staffShops } from './fixtures/partners';
import { badRequest, problemResponse } from './problem';

/** The address the registration mock answers 409 for, so a story can show a taken address. */
export const registeredPartnerEmail = 'andreea@mobilacasa.ro';
/** The password the registration mock refuses as easy to guess. */
export const easyPartnerPassword = 'parola123';
/** Category slugs the mapping mock takes (leaves of the fixtures' tree); any other is refused. */
const leafSlugs = new Set(['canapele', 'fotolii', 'mese-de-bucatarie', 'scaune-de-bucatarie', 'comode', 'sezlonguri']);

const pageOf = (url: string, defaultSize: number) => {
  const params = new URL(url).searchParams;
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? defaultSize);
  return { page, pageSize, params };
};

function paged<T>(items: readonly T[], page: number, pageSize: number) {
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(items.length / pageSize)), totalCount: items.length },
  };
}

const conflict = (detail: string, field?: string) => problemResponse(409, { detail, field });
const started = (record: FeedImport) => HttpResponse.json(record, { status: 202, headers: { location: `/api/v2/partners/me/imports/${record.id}` } });
const noSuchImport = (importId: number) => problemResponse(404, { detail: `Nu există importul ${importId} al magazinului tău.`, field: 'path.importId' });
const ownImport = (importId: number) => [...feedImports].find((record) => record.id === importId);

/** The spreadsheet form of refused items, as the backend writes it. */
function errorsCsv(reason: string | null): string {
  const field = (value: string | number | null) => (value === null ? '' : /[",\r\n]/.test(String(value)) ? `"${String(value).replaceAll('"', '""')}"` : String(value));
  const rows = feedItemErrors.filter((error) => reason === null || error.reason === reason).map((error) => [error.line, error.itemId, error.reason, error.field, error.message].map(field).join(','));
  return `\uFEFF${['linie,id,motiv,câmp,mesaj', ...rows].join('\r\n')}\r\n`;
}

/**
 * The partner portal and `/admin/magazine` in stories: Mobila Casa (mobilacasa.ro) with its imports
 * (one running, one held, a failed upload), their refused items, its offers and statistics; staff
 * see five shops. Registration refuses `registeredPartnerEmail` (409) and `easyPartnerPassword`.
 */
export const partnerResolvers = {
  postShopRegistration: async ({ request }) => {
    const body = (await request.json()) as ShopRegistrationRequest;
    if (body.email.toLowerCase() === registeredPartnerEmail) return conflict(`Există deja un cont cu adresa ${body.email}. Intră în cont sau folosește altă adresă.`, 'body.email');
    if (body.password === easyPartnerPassword) return badRequest('body.password', 'Parola este prea ușor de ghicit: adaugă cuvinte care nu merg împreună.');
    const domain = new URL(body.website).hostname.replace(/^www\./, '');
    const slug = body.shopName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'magazin';
    return HttpResponse.json({ id: 31, receivedAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'), email: body.email, shop: { name: body.shopName, slug, domain } } satisfies ShopRegistrationReceipt, { status: 201 });
  },
  getPartnerShop: () => HttpResponse.json(partnerShop({ lastImport: feedImports[0]! })),
  putPartnerFeed: async ({ request }) => {
    const body = (await request.json()) as PartnerFeedSettings;
    if (!/^https?:\/\/[^/@]+\.[a-z]{2,}(?:[/?#]|$)/i.test(body.url)) return badRequest('body.url', 'Scrie adresa completă a feedului, începând cu https://.');
    return HttpResponse.json(partnerShop({ feed: { url: body.url, format: body.format ?? 'auto', checkedAt: null } }));
  },
  postPartnerImport: () => started(feedImport({ id: 817, state: 'running', startedAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'), finishedAt: null, durationMs: null, items: 0, added: 0, updated: 0, unchanged: 0, removed: 0, invalid: 0, invalidByReason: {} })),
  uploadPartnerFeed: () => started(feedImport({ id: 818, state: 'running', source: 'upload', url: null, startedAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'), finishedAt: null, durationMs: null, items: 0, added: 0, updated: 0, unchanged: 0, removed: 0, invalid: 0, invalidByReason: {} })),
  getPartnerImports: ({ request }) => {
    const { page, pageSize } = pageOf(request.url, 24);
    const { items, pagination } = paged(feedImports, page, pageSize);
    return HttpResponse.json({ imports: items, pagination } satisfies FeedImportList);
  },
  getPartnerImport: ({ params }) => {
    const record = ownImport(Number(params.importId));
    return record ? HttpResponse.json(record) : noSuchImport(Number(params.importId));
  },
  getPartnerImportErrors: ({ params, request }) => {
    const importId = Number(params.importId);
    if (!ownImport(importId)) return noSuchImport(importId);
    const { page, pageSize, params: query } = pageOf(request.url, 50);
    const reason = query.get('reason');
    // Only the applied import kept refused items in the fixtures.
    const errors = importId === 812 ? feedItemErrors.filter((error) => reason === null || error.reason === reason) : [];
    const { items, pagination } = paged(errors, page, pageSize);
    return HttpResponse.json({ importId, reason, errors: items, pagination } satisfies FeedItemErrorList);
  },
  getPartnerImportErrorsCsv: ({ params, request }) => {
    const importId = Number(params.importId);
    if (!ownImport(importId)) return noSuchImport(importId);
    return new HttpResponse(errorsCsv(new URL(request.url).searchParams.get('reason')), {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="cuib-import-${importId}-erori.csv"` },
    });
  },
  getPartnerOffers: ({ request }) => {
    const { page, pageSize } = pageOf(request.url, 24);
    const { items, pagination } = paged(partnerOffers, page, pageSize);
    return HttpResponse.json({ offers: items, pagination } satisfies PartnerOfferList);
  },
  getPartnerStats: ({ request }) => {
    const query = new URL(request.url).searchParams;
    const to = query.get('to') ?? '2026-11-25';
    const from = query.get('from') ?? new Date(Date.parse(to) - 29 * 86_400_000).toISOString().slice(0, 10);
    if (from > to) return badRequest('query.from', `Prima zi (${from}) este după ultima (${to}).`);
    return HttpResponse.json(partnerStats(from, to));
  },
  getStaffShops: ({ request }) => {
    const { page, pageSize, params } = pageOf(request.url, 24);
    const q = params.get('q')?.toLowerCase();
    const found = staffShops.filter((shop) => !q || shop.name.toLowerCase().includes(q) || shop.domain.includes(q));
    const { items, pagination } = paged(found, page, pageSize);
    return HttpResponse.json({ shops: items, pagination } satisfies StaffShopList);
  },
  postStaffShopPause: async ({ params, request }) => {
    const shop = staffShops.find((entry) => entry.id === Number(params.shopId));
    if (!shop) return problemResponse(404, { detail: `Nu există magazinul ${String(params.shopId)}.`, field: 'path.shopId' });
    const { paused } = (await request.json()) as ShopPause;
    return HttpResponse.json({ ...shop, paused });
  },
  postStaffImportRelease: ({ params }) => {
    const importId = Number(params.importId);
    if (importId !== feedImports[1]!.id) return conflict(`Importul ${importId} nu mai așteaptă o decizie.`, 'path.importId');
    return HttpResponse.json({ ...feedImports[1]!, state: 'released', decidedAt: '2026-11-26T08:30:00Z', finishedAt: '2026-11-26T08:30:52Z' } satisfies FeedImport);
  },
  postStaffImportReject: ({ params }) => {
    const importId = Number(params.importId);
    if (importId !== feedImports[1]!.id) return conflict(`Importul ${importId} nu mai așteaptă o decizie.`, 'path.importId');
    return HttpResponse.json({ ...feedImports[1]!, state: 'rejected', decidedAt: '2026-11-26T08:30:00Z' } satisfies FeedImport);
  },
  getStaffShopCategoryMappings: ({ params }) => HttpResponse.json({ shopId: Number(params.shopId), mappings: Number(params.shopId) === 412 ? categoryMappings : [] } satisfies CategoryMappingList),
  putStaffShopCategoryMapping: async ({ request }) => {
    const body = (await request.json()) as CategoryMappingRequest;
    if (!leafSlugs.has(body.categorySlug)) return badRequest('body.categorySlug', `„${body.categorySlug}” nu este o categorie Cuib fără subcategorii.`);
    const productType = body.productType.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
    const known = categoryMappings.find((mapping) => mapping.category.urlSlug === body.categorySlug);
    const mapping: CategoryMapping = { productType, category: known?.category ?? { id: 58, urlSlug: body.categorySlug, longName: 'Șezlonguri' } };
    return HttpResponse.json(mapping);
  },
  deleteStaffShopCategoryMapping: ({ request }) => {
    const productType = new URL(request.url).searchParams.get('productType') ?? '';
    return categoryMappings.some((mapping) => mapping.productType === productType.toLowerCase())
      ? new HttpResponse(null, { status: 204 })
      : problemResponse(404, { detail: `Magazinul nu are o corespondență pentru „${productType}”.`, field: 'query.productType' });
  },
} satisfies Record<string, HttpResponseResolver>;
