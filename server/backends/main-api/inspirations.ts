import type { Hono } from 'hono';
import type { ChoiceFilterGroup, Inspiration, InspirationFiltering, InspirationPage } from '#generated/main-api/types.gen';
import { zGetInspirationPagePath, zPostInspirationFeedBody, zPostInspirationFilteringBody } from '#generated/main-api/zod.gen';
import { type GeneratedInspiration, inspirationOwners, inspirationRooms, inspirations, inspirationStyles } from '../../catalogue/inspirations';
import { store } from '../../context';
import { badRequest, notFound } from '../../http/problem';
import { validate } from '../../http/validate';
import { toggled } from '#domain/listing-url';
import { categoryRepository } from '../../repositories/categories';
import { listing } from '../../listing/catalogue-query';
import { toVariant } from './variant';

const params = { room: 'camera', style: 'stil', owner: 'autor', page: 'pagina' } as const;
const pageSize = 12;
/** Click source of products positioned on an inspiration picture. */
const inspirationClickSource = 20;
/** The generated room pictures' original size (4:3); spots are given in its pixels. */
export const roomPicture = { width: 1600, height: 1200 } as const;

/**
 * The products of an inspiration where they stand: the best-rated product of each spot's category,
 * at x, y in pixels of the original picture (the contract's PositionedVariant).
 */
export async function inspirationSpots(source: GeneratedInspiration) {
  const categories = categoryRepository(store());
  const spots = [];
  for (const [index, [slug, x, y]] of source.spots.entries()) {
    const category = await categories.bySlug(slug);
    if (!category) continue;
    const [row] = (await listing(store(), { categoryId: category.id, sort: 'bestRated', page: 1 + ((source.id + index) % 3), pageSize: 1 })).rows;
    if (row) spots.push({ x: Math.round(x * roomPicture.width), y: Math.round(y * roomPicture.height), variant: toVariant(row, inspirationClickSource) });
  }
  return spots;
}

/** The inspiration with its products and its generated room picture. */
async function toInspiration(source: GeneratedInspiration): Promise<Inspiration> {
  const positioned = await inspirationSpots(source);
  return {
    id: source.id,
    name: source.name,
    description: source.description,
    isStl: positioned.length > 0,
    ownerName: source.owner?.name ?? null,
    eshop: null,
    // The room is drawn with its products where the spots put them, on a 4:3 frame (/images/inspiration/…).
    images: positioned.length
      ? [{ imageId: `insp-${source.id}`, originalWidth: roomPicture.width, originalHeight: roomPicture.height, aspectRatio: roomPicture.width / roomPicture.height, variants: positioned }]
      : [],
  };
}

function parse(urlText: string) {
  const url = new URL(urlText, 'http://cuib.local');
  if (!/^\/inspirations\/?$/.test(url.pathname)) return { error: badRequest('body.url', 'Adresa trebuie să fie /inspirations.') };
  const rooms = url.searchParams.getAll(params.room);
  const styles = url.searchParams.getAll(params.style);
  const owners = url.searchParams.getAll(params.owner);
  const page = Number(url.searchParams.get(params.page) ?? 1);
  if (!Number.isInteger(page) || page < 1) return { error: badRequest('body.url', '„pagina” trebuie să fie un număr întreg de la 1.') };
  const unknown =
    rooms.find((room) => !inspirationRooms.some((entry) => entry.slug === room)) ??
    styles.find((style) => !inspirationStyles.includes(style)) ??
    owners.find((owner) => !inspirationOwners.some((entry) => entry.slug === owner));
  if (unknown) return { error: badRequest('body.url', `Filtrul „${unknown}” nu există.`) };
  const matches = (item: GeneratedInspiration, skip?: 'room' | 'style' | 'owner') =>
    (skip === 'room' || !rooms.length || rooms.includes(item.room.slug)) &&
    (skip === 'style' || !styles.length || styles.includes(item.style)) &&
    (skip === 'owner' || !owners.length || (item.owner !== null && owners.includes(item.owner.slug)));
  return { url, rooms, styles, owners, page, matches };
}

/** Shop-the-look inspirations: a filtered, paged feed, the filter groups with counts, and a page. */
export function registerInspirationRoutes(app: Hono): void {
  app.post('/api/v2/inspiration/feed', async (c) => {
    const input = await validate(c, { body: zPostInspirationFeedBody });
    if (input instanceof Response) return input;
    const query = parse(input.body.url);
    if ('error' in query) return query.error;
    const list = inspirations.filter((item) => query.matches(item));
    const pageCount = Math.max(1, Math.ceil(list.length / pageSize));
    const next = new URL(query.url);
    next.searchParams.set(params.page, String(query.page + 1));
    return c.json({
      inspirations: await Promise.all(list.slice((query.page - 1) * pageSize, query.page * pageSize).map(toInspiration)),
      nextPageUrl: query.page < pageCount ? `${next.pathname}${next.search}` : null,
      pagination: { page: query.page, pageSize, pageCount, totalCount: list.length },
    });
  });

  app.post('/api/v2/inspiration/filtering', async (c) => {
    const input = await validate(c, { body: zPostInspirationFilteringBody });
    if (input instanceof Response) return input;
    const query = parse(input.body.url);
    if ('error' in query) return query.error;
    const group = (ident: string, name: string, param: string, kind: 'room' | 'style' | 'owner', values: { slug: string; name: string }[], selected: string[]): ChoiceFilterGroup => ({
      ident,
      name,
      type: 'multichoice',
      choices: values.map((value) => {
        const count = inspirations.filter(
          (item) => query.matches(item, kind) && (kind === 'room' ? item.room.slug : kind === 'style' ? item.style : item.owner?.slug) === value.slug,
        ).length;
        const on = selected.includes(value.slug);
        return { ident: value.slug, id: null, name: value.name, url: toggled(query.url, param, value.slug), selected: on, disabled: count === 0 && !on, followable: true, highlighted: false, count };
      }),
    });
    const body: InspirationFiltering = {
      totalCount: inspirations.filter((item) => query.matches(item)).length,
      url: `${query.url.pathname}${query.url.search}`,
      groups: {
        rooms: group('camera', 'Cameră', params.room, 'room', inspirationRooms, query.rooms),
        styles: group('stil', 'Stil', params.style, 'style', inspirationStyles.map((style) => ({ slug: style, name: `${style[0]!.toUpperCase()}${style.slice(1)}` })), query.styles),
        owners: group('autor', 'Autor', params.owner, 'owner', inspirationOwners, query.owners),
      },
    };
    return c.json(body);
  });

  app.get('/api/v2/pages/inspiration/:inspirationId', async (c) => {
    const input = await validate(c, { path: zGetInspirationPagePath });
    if (input instanceof Response) return input;
    const source = inspirations.find((item) => item.id === input.path.inspirationId);
    if (!source) return notFound(`Inspirația ${input.path.inspirationId} nu există.`, 'path.inspirationId');
    const body: InspirationPage = {
      inspiration: await toInspiration(source),
      relatedInspirations: await Promise.all(inspirations.filter((item) => item.id !== source.id && item.room.slug === source.room.slug).slice(0, 4).map(toInspiration)),
      breadcrumbs: [
        { name: 'Inspirații', url: '/inspirations' },
        { name: source.room.name, url: `/inspirations?camera=${source.room.slug}` },
        { name: source.name, url: `/inspirations/stl/${source.id}` },
      ],
      meta: { title: `${source.name} | Inspirații Cuib`, description: source.description, canonicalUrl: `/inspirations/stl/${source.id}`, robots: 'index, follow' },
    };
    return c.json(body);
  });
}
