import type { FeedImport, FeedItemError, FeedItemErrorList, PartnerOffer, PartnerShop, PartnerStats, StaffShop } from '#generated/main-api/types.gen';

/*
 * A shop's feed as the partner portal and staff's shop pages show it, for their stories: Mobila
 * Casa (mobilacasa.ro) and its imports, refused items, offers and traffic.
 */

const feedUrl = 'https://www.mobilacasa.ro/feed/google-shopping.xml';

/** An import of 12.480 items with 37 refused, applied. */
export const appliedImport: FeedImport = {
  id: 812,
  shopId: 412,
  state: 'applied',
  source: 'url',
  url: feedUrl,
  startedAt: '2026-11-25T06:00:00Z',
  finishedAt: '2026-11-25T06:00:41Z',
  durationMs: 41_250,
  items: 12_480,
  added: 312,
  updated: 1_204,
  unchanged: 10_927,
  removed: 18,
  invalid: 37,
  invalidByReason: { 'not-ron': 21, 'missing-field': 11, 'foreign-link': 4, 'title-too-long': 1 },
  error: null,
  heldReason: null,
  decidedAt: null,
};

/** A feed that would take off more than half the offers: held for staff. */
export const heldImport: FeedImport = {
  ...appliedImport,
  id: 813,
  state: 'held',
  startedAt: '2026-11-25T12:00:00Z',
  finishedAt: '2026-11-25T12:00:18Z',
  durationMs: 18_000,
  items: 1_960,
  added: 0,
  updated: 14,
  unchanged: 1_946,
  removed: 2_310,
  invalid: 0,
  invalidByReason: {},
  heldReason: 'Feedul ar scoate 2.310 din cele 4.270 de oferte active (54 %).',
};

/** A file broken half-way: nothing applied, the line and column said. */
export const failedImport: FeedImport = {
  ...appliedImport,
  id: 814,
  state: 'failed',
  source: 'upload',
  url: null,
  startedAt: '2026-11-24T18:30:00Z',
  finishedAt: '2026-11-24T18:30:07Z',
  durationMs: 7_400,
  items: 4_318,
  added: 0,
  updated: 0,
  unchanged: 0,
  removed: 0,
  invalid: 0,
  invalidByReason: {},
  error: 'Fișierul XML este stricat la linia 500.012, coloana 17: eticheta <g:price> nu este închisă. Nu am aplicat nimic din el.',
};

/** An import still reading its file. */
export const runningImport: FeedImport = {
  ...appliedImport,
  id: 815,
  state: 'running',
  startedAt: '2026-11-25T18:00:00Z',
  finishedAt: null,
  durationMs: null,
  items: 4_318,
  added: 37,
  updated: 212,
  unchanged: 4_021,
  removed: 0,
  invalid: 48,
  invalidByReason: { 'not-ron': 31, 'missing-field': 12, 'foreign-link': 5 },
};

export const unchangedImport: FeedImport = {
  ...appliedImport,
  id: 811,
  state: 'not-modified',
  startedAt: '2026-11-25T00:00:00Z',
  finishedAt: '2026-11-25T00:00:01Z',
  durationMs: 600,
  items: 0,
  added: 0,
  updated: 0,
  unchanged: 0,
  removed: 0,
  invalid: 0,
  invalidByReason: {},
};

export const releasedImport: FeedImport = { ...heldImport, id: 809, state: 'released', startedAt: '2026-11-23T12:00:00Z', decidedAt: '2026-11-23T14:05:00Z' };

export const rejectedImport: FeedImport = { ...heldImport, id: 808, state: 'rejected', startedAt: '2026-11-22T12:00:00Z', decidedAt: '2026-11-22T15:40:00Z' };

export const allImports: FeedImport[] = [runningImport, heldImport, appliedImport, unchangedImport, failedImport, releasedImport, rejectedImport];

export const mobilaCasa: PartnerShop = {
  id: 412,
  name: 'Mobila Casa',
  slug: 'mobila-casa',
  domain: 'mobilacasa.ro',
  pageUrl: '/produse/magazin/mobila-casa',
  paused: false,
  feed: { url: feedUrl, format: 'auto', checkedAt: '2026-11-25T06:00:04Z' },
  liveOffers: 12_425,
  lastImport: appliedImport,
};

/** A shop just registered: no feed yet, nothing imported. */
export const newShop: PartnerShop = { ...mobilaCasa, feed: { url: null, format: 'auto', checkedAt: null }, liveOffers: 0, lastImport: null };

const refused: Omit<FeedItemError, 'seq'>[] = [
  { line: 1_043, itemId: 'MC-1043', reason: 'not-ron', field: 'price', message: 'Prețul «12,5 EUR» nu este în lei (RON).' },
  { line: 2_210, itemId: 'MC-2210', reason: 'missing-field', field: 'image_link', message: 'Lipsește câmpul obligatoriu image_link.' },
  { line: 3_871, itemId: 'MC-3871', reason: 'foreign-link', field: 'link', message: 'Linkul https://www.emag.ro/canapea-oslo nu este pe domeniul magazinului (mobilacasa.ro).' },
  { line: 4_102, itemId: null, reason: 'missing-field', field: 'id', message: 'Lipsește câmpul obligatoriu id.' },
  {
    line: 5_590,
    itemId: 'MC-5590',
    reason: 'title-too-long',
    field: 'title',
    message:
      'Titlul are 212 caractere; putem afișa cel mult 150: „Canapea extensibilă cu trei locuri Oslo Premium, tapițerie din catifea reiată gri antracit, ladă de depozitare, arcuri bonell, picioare din lemn masiv de fag...”',
  },
  { line: 6_018, itemId: 'MC-6018', reason: 'not-ron', field: 'price', message: 'Prețul «899 USD» nu este în lei (RON).' },
];

/** A page of an import's refused items (all reasons), in the order of the file. */
export const importErrors: FeedItemErrorList = {
  importId: appliedImport.id,
  reason: null,
  errors: refused.map((error, seq) => ({ ...error, seq })),
  pagination: { page: 1, pageSize: 50, pageCount: 1, totalCount: 37 },
};

export const offers: PartnerOffer[] = [
  {
    variantId: 250311,
    shopItemId: 'MC-1001',
    name: 'Canapea extensibilă Oslo, gri antracit',
    price: 2499.9,
    inStock: true,
    deliveryInDays: 3,
    category: { id: 14, urlSlug: 'canapele', longName: 'Mobilă › Canapele și fotolii › Canapele' },
    pageUrl: '/produs/v/250311-canapea-extensibila-oslo-gri-antracit',
    link: 'https://www.mobilacasa.ro/canapea-oslo-gri',
  },
  {
    variantId: 250312,
    shopItemId: 'MC-1002',
    name: 'Fotoliu Bergen din catifea, verde smarald',
    price: 1199,
    inStock: true,
    deliveryInDays: 1,
    category: { id: 15, urlSlug: 'fotolii', longName: 'Mobilă › Canapele și fotolii › Fotolii' },
    pageUrl: '/produs/v/250312-fotoliu-bergen-din-catifea-verde-smarald',
    link: 'https://www.mobilacasa.ro/fotoliu-bergen',
  },
  {
    variantId: 250313,
    shopItemId: 'MC-1003-XL',
    name: 'Set de grădină din lemn de salcâm pentru șase persoane, cu masă extensibilă de 220 cm, șase scaune pliabile cu perne impermeabile și umbrelă de 3 m',
    price: 6749.5,
    inStock: false,
    deliveryInDays: null,
    category: { id: 52, urlSlug: 'mobilier-gradina', longName: 'Grădină › Mobilier de grădină' },
    pageUrl: '/produs/v/250313-set-de-gradina-din-lemn-de-salcam',
    link: null,
  },
];

const days = ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'];
const impressions = [1_180, 1_310, 1_262, 1_905, 2_240, 1_280, 1_840];
const clicks = [31, 36, 30, 61, 72, 35, 52];

export const stats: PartnerStats = {
  from: days[0]!,
  to: days[days.length - 1]!,
  totals: { impressions: 12_017, clicks: 317, ctr: 0.0264 },
  days: days.map((day, i) => ({ day, impressions: impressions[i]!, clicks: clicks[i]!, ctr: Math.round((clicks[i]! / impressions[i]!) * 10_000) / 10_000 })),
  categories: [
    { category: { id: 14, urlSlug: 'canapele', longName: 'Mobilă › Canapele și fotolii › Canapele' }, impressions: 7_410, clicks: 221, ctr: 0.0298 },
    { category: { id: 15, urlSlug: 'fotolii', longName: 'Mobilă › Canapele și fotolii › Fotolii' }, impressions: 3_897, clicks: 80, ctr: 0.0205 },
    { category: { id: 52, urlSlug: 'mobilier-gradina', longName: 'Grădină › Mobilier de grădină' }, impressions: 710, clicks: 16, ctr: 0.0225 },
  ],
};

export const staffShops: StaffShop[] = [
  { ...mobilaCasa, paid: false, ownerEmail: 'andreea@mobilacasa.ro', liveOffers: 4_270, lastImport: heldImport },
  {
    id: 418,
    name: 'Casa Verde Grădini și Terase — mobilier de exterior din lemn de salcâm, ratan sintetic și aluminiu',
    slug: 'casa-verde',
    domain: 'casaverde-gradini-si-terase.ro',
    paid: true,
    paused: true,
    ownerEmail: 'andrei.popa@casaverde-gradini-si-terase.ro',
    feed: { url: 'https://casaverde-gradini-si-terase.ro/wp-content/uploads/woo-feed/google/xml/produse-google-shopping-complet.xml', format: 'xml', checkedAt: '2026-11-25T03:00:00Z' },
    liveOffers: 0,
    lastImport: failedImport,
  },
  {
    id: 421,
    name: 'Lustre Shop',
    slug: 'lustre-shop',
    domain: 'lustreshop.ro',
    paid: false,
    paused: false,
    ownerEmail: null,
    feed: { url: null, format: 'auto', checkedAt: null },
    liveOffers: 0,
    lastImport: null,
  },
];

export const categoryChoices = [
  { slug: 'canapele', path: 'Mobilă › Canapele și fotolii › Canapele', group: 'Mobilă' },
  { slug: 'fotolii', path: 'Mobilă › Canapele și fotolii › Fotolii', group: 'Mobilă' },
  { slug: 'mese-de-bucatarie', path: 'Mobilă › Mese › Mese de bucătărie', group: 'Mobilă' },
  { slug: 'mobilier-gradina', path: 'Grădină › Mobilier de grădină', group: 'Grădină' },
  { slug: 'ghivece', path: 'Grădină › Ghivece și jardiniere', group: 'Grădină' },
];
