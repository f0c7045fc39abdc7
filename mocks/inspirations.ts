import { HttpResponse, type HttpResponseResolver } from 'msw';
import type { Choice, ChoiceFilterGroup, Inspiration, InspirationFeed, InspirationFiltering, InspirationPage } from '#generated/main-api/types.gen';
import { variant } from './fixtures/variant';
import { problemResponse } from './problem';

/** Click source of products pinned on an inspiration (the backend's). */
const inspirationClickSource = 20;

/** The products of the fixtures' living room, where the mock picture draws them (pixels of 1600×1200). */
export const livingSpots = [
  { x: 480, y: 760, variant: variant({ id: 184_213, clickSource: inspirationClickSource }) },
  { x: 1180, y: 300, variant: variant({ id: 184_216, name: 'Lustră Ceahlău din ratan, ⌀ 45 cm', slug: 'lustra-ceahlau-ratan-45', clickSource: inspirationClickSource, price: { price: 389, priceBeforeDiscount: null, installmentMonths: null, installmentAmount: null } }) },
  {
    x: 800,
    y: 1030,
    variant: variant({
      id: 184_218,
      name: 'Covor lavabil Nordic 160×230 cm, bej',
      slug: 'covor-lavabil-nordic-160x230-bej',
      eshop: { id: 31, name: 'Covoare Plus', slug: 'covoare-plus', paid: true },
      clickSource: inspirationClickSource,
      price: { price: 129.99, priceBeforeDiscount: 999.99, lowestPrice30Days: 999.99, installmentMonths: null, installmentAmount: null },
    }),
  },
];

/** A look as the main API sends it. Override any field: `inspiration({ id: 7, name: '…' })`. */
export function inspiration(overrides: Partial<Inspiration> = {}): Inspiration {
  const id = overrides.id ?? 204;
  return {
    id,
    name: 'Living scandinav luminos',
    description: 'Lemn deschis, textile gri și multă lumină naturală: un living în care te odihnești după o zi lungă.',
    isStl: true,
    ownerName: 'Ioana Design',
    eshop: null,
    images: [{ imageId: `insp-${id}`, originalWidth: 1600, originalHeight: 1200, aspectRatio: 4 / 3, variants: livingSpots }],
    ...overrides,
  };
}

/** Rooms, and whether their name is feminine (o bucătărie): the look's words agree with it. */
const rooms = [['Living', false], ['Dormitor', false], ['Bucătărie', true], ['Birou', false], ['Terasă', true]] as const;
const looks = [
  ['scandinav luminos', 'scandinavă luminoasă'],
  ['industrial cu cărămidă aparentă', 'industrială cu cărămidă aparentă'],
  ['boho plin de textile', 'boho plină de textile'],
  ['minimalist aerisit', 'minimalistă aerisită'],
  ['rustic cu lemn masiv', 'rustică cu lemn masiv'],
  ['modern elegant', 'modernă elegantă'],
] as const;
const authors = ['Ioana Design', 'Studio Acasă', null, 'Atelier Nord'];

/** Thirty believable looks: rooms in styles, by designers or by Cuib. */
export const inspirationCatalogue: Inspiration[] = Array.from({ length: 30 }, (_, index) =>
  inspiration({
    id: index + 1,
    name: `${rooms[index % rooms.length]![0]} ${looks[Math.floor(index / rooms.length) % looks.length]![rooms[index % rooms.length]![1] ? 1 : 0]}`,
    ownerName: authors[index % authors.length]!,
    // Every third look is taller, so the masonry has something to stack.
    images: [{ imageId: `insp-${index + 1}`, originalWidth: 1200, originalHeight: index % 3 === 2 ? 1500 : 900, aspectRatio: index % 3 === 2 ? 0.8 : 4 / 3, variants: livingSpots.slice(0, 1 + (index % 3)) }],
  }),
);

const pageSize = 12;

/** One page of the mock feed for a `/inspirations?…` URL (`pagina` pages; `camera=living` keeps the living rooms). */
export function inspirationFeed(url: string): InspirationFeed {
  const parsed = new URL(url, 'http://cuib.test');
  const page = Number(parsed.searchParams.get('pagina') ?? 1);
  const room = parsed.searchParams.get('camera');
  const list = room ? inspirationCatalogue.filter((item) => item.name.toLowerCase().startsWith(room)) : inspirationCatalogue;
  const pageCount = Math.max(1, Math.ceil(list.length / pageSize));
  parsed.searchParams.set('pagina', String(page + 1));
  return {
    inspirations: list.slice((page - 1) * pageSize, page * pageSize),
    nextPageUrl: page < pageCount ? `${parsed.pathname}${parsed.search}` : null,
    pagination: { page, pageSize, pageCount, totalCount: list.length },
  };
}

const choice = (group: string, name: string, count: number, selected = false): Choice => ({
  ident: name.toLowerCase(),
  id: null,
  name,
  url: selected ? '/inspirations' : `/inspirations?${group}=${encodeURIComponent(name.toLowerCase())}`,
  selected,
  disabled: count === 0 && !selected,
  followable: true,
  highlighted: false,
  count,
});

const group = (ident: string, name: string, choices: Choice[]): ChoiceFilterGroup => ({ ident, name, type: 'multichoice', choices });

/** The filter groups for a URL: living chosen when `camera=living` is in it. */
export function inspirationFiltering(url: string): InspirationFiltering {
  const living = new URL(url, 'http://cuib.test').searchParams.get('camera') === 'living';
  return {
    totalCount: living ? 6 : 30,
    url,
    groups: {
      rooms: group('camera', 'Cameră', [choice('camera', 'Living', 6, living), choice('camera', 'Dormitor', 6), choice('camera', 'Bucătărie', 6), choice('camera', 'Birou', 6), choice('camera', 'Terasă', 6)]),
      styles: group('stil', 'Stil', [choice('stil', 'Scandinav', living ? 1 : 5), choice('stil', 'Industrial', living ? 1 : 5), choice('stil', 'Boho', living ? 0 : 5), choice('stil', 'Minimalist', 5), choice('stil', 'Rustic', 5), choice('stil', 'Modern', 5)]),
      owners: group('autor', 'Autor', [choice('autor', 'Ioana Design', 8), choice('autor', 'Studio Acasă', 7), choice('autor', 'Atelier Nord', 7)]),
    },
  };
}

/** The page of one look; unknown ids (e.g. 999999) answer 404 as the backend does. */
export function inspirationPage(id: number): InspirationPage | null {
  const found = inspirationCatalogue.find((item) => item.id === id) ?? (id === 204 ? inspiration() : null);
  if (!found) return null;
  return {
    inspiration: found,
    relatedInspirations: inspirationCatalogue.filter((item) => item.id !== id).slice(0, 4),
    breadcrumbs: [
      { name: 'Inspirații', url: '/inspirations' },
      { name: 'Living', url: '/inspirations?camera=living' },
      { name: found.name, url: `/inspirations/stl/${found.id}` },
    ],
    meta: { title: `${found.name} | Inspirații Cuib`, description: found.description ?? found.name, canonicalUrl: `/inspirations/stl/${found.id}`, robots: 'index, follow' },
  };
}

/** The mock room picture (4:3): a sofa, a hanging lamp and a rug where `livingSpots` pins them. */
export const roomPicture = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1200"><rect width="1600" height="820" fill="#e8e1d6"/><rect y="800" width="1600" height="400" fill="#b08a64"/><rect x="260" y="640" width="440" height="150" rx="40" fill="#8d9096"/><rect x="230" y="700" width="500" height="130" rx="34" fill="#8d9096"/><line x1="1180" y1="0" x2="1180" y2="230" stroke="#63656a" stroke-width="8"/><path d="M1080 360 Q1180 200 1280 360 Z" fill="#c9a27e"/><rect x="560" y="940" width="480" height="180" rx="10" fill="#e9dcc6"/><rect x="590" y="965" width="420" height="130" fill="none" stroke="#c9b08a" stroke-width="10"/></svg>`;

async function urlOf(request: Request): Promise<string> {
  return ((await request.json()) as { url: string }).url;
}

/** The main API's inspiration operations, answering from the fixtures above. */
export const inspirationResolvers = {
  postInspirationFeed: async ({ request }) => HttpResponse.json(inspirationFeed(await urlOf(request))),
  postInspirationFiltering: async ({ request }) => HttpResponse.json(inspirationFiltering(await urlOf(request))),
  getInspirationPage: ({ params }) => {
    const page = inspirationPage(Number(params.inspirationId));
    return page ? HttpResponse.json(page) : problemResponse(404, { detail: `Inspirația ${String(params.inspirationId)} nu există.`, field: 'path.inspirationId' });
  },
} satisfies Record<string, HttpResponseResolver>;
