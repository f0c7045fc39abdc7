import type { Context } from 'hono';
import { backendApp } from '../http/app';
import { articles, coverOf } from '../catalogue/articles';
import { colours } from '../catalogue/market';
import { inspirations } from '../catalogue/inspirations';
import { store } from '../context';
import { badRequest, notFound } from '../http/problem';
import { articleCoverSvg } from '../images/article-cover';
import { fedPlaceholderSvg, resizedFedPicture } from '../images/fed-pictures';
import { type ImageFormat, imageFormats, imageWidths, productSvg, renderSvg } from '../images/render';
import { resizedReviewPhoto } from '../images/review-photos';
import { avatarSvg, reviewPhotoSvg, roomSvg, type SceneSpot } from '../images/scenes';
import { variantPictureRepository } from '../repositories/variant-pictures';
import { variantRepository } from '../repositories/variants';
import { inspirationSpots } from './main-api/inspirations';

const hexOf = new Map<string, string>(colours.map((colour) => [colour.name, colour.hex]));

/**
 * Pictures: `/images/{type}/{width}/{id}.{webp|jpg}` for products, customers' review photos,
 * avatars and shop-the-look rooms. Generated ones are deterministic for a seed, so they are cached
 * for a year as immutable; shops' fed product pictures are not (see the product route).
 */
export const imagesApp = backendApp().basePath('/images');

/** The width and format of a request, and the id part of its file name matched by `idPattern`; or a 400. */
function requested(c: Context, idPattern: RegExp, idHint: string) {
  const width = Number(c.req.param('width'));
  if (!(imageWidths as readonly number[]).includes(width)) {
    return badRequest('path.width', `Lățimea trebuie să fie una dintre ${imageWidths.join(', ')}.`);
  }
  const match = /^(.+)\.(webp|jpg)$/.exec(c.req.param('file') ?? '');
  const id = match && idPattern.exec(match[1]!);
  if (!match || !id) return badRequest('path.file', `Numele imaginii trebuie să fie ${idHint}.webp sau .jpg.`);
  return { width, format: match[2] as ImageFormat, id };
}

/** Generated pictures never change for their path. */
const immutable = 'public, max-age=31536000, immutable';

const picture = (c: Context, body: Buffer, format: ImageFormat, cache = immutable) =>
  c.body(new Uint8Array(body), 200, {
    'content-type': format === 'webp' ? 'image/webp' : 'image/jpeg',
    'cache-control': cache,
  });

/** What a variant's pictures are drawn from: its category's drawing and its colour. */
async function drawingOf(variantId: number) {
  const found = await variantRepository(store()).picture(variantId);
  return found && { kind: found.kind, colour: hexOf.get(found.colour) ?? '#8d9096' };
}

/**
 * A product picture: a shop's own for a variant fed by its feed (a day's cache: the shop may change
 * the picture behind the same path), drawn for a generated one. A fed picture not fetched yet, or
 * that could not be, is a neutral placeholder cached for a minute, as the real one replaces it soon.
 */
imagesApp.get('/product/:width/:file', async (c) => {
  const request = requested(c, /^(\d+)-(\d+)$/, '{variantId}-{index}');
  if (request instanceof Response) return request;
  const [variantId, index] = request.id.slice(1).map(Number) as [number, number];
  // Ids past any the store holds are no variant (and would overflow its integers).
  if (!Number.isSafeInteger(variantId) || !Number.isSafeInteger(index)) return notFound(`Nu există varianta ${request.id[1]}.`, 'path.file');
  const fed = await variantPictureRepository(store()).pictureOf(variantId, index);
  if (fed) {
    const body = fed.pictureNo === index && fed.state === 'ready' ? await resizedFedPicture(variantId, index, fed.fetchedAt, request.width, request.format) : undefined;
    if (body) return picture(c, body, request.format, 'public, max-age=86400');
    return picture(c, await renderSvg('fed-placeholder', fedPlaceholderSvg, request.width, request.format), request.format, 'public, max-age=60');
  }
  const drawing = await drawingOf(variantId);
  if (!drawing) return notFound(`Nu există varianta ${variantId}.`, 'path.file');
  const source = { ...drawing, index };
  return picture(c, await renderSvg(`product|${source.kind}|${source.colour}|${source.index}`, () => productSvg(source), request.width, request.format), request.format);
});

imagesApp.get('/review/:width/:file', async (c) => {
  // A shopper's own photo, uploaded with an invitation's review.
  if (/^up-/.test(c.req.param('file') ?? '')) {
    const upload = requested(c, /^up-[a-f0-9]{20}$/, 'up-{id}');
    if (upload instanceof Response) return upload;
    const body = await resizedReviewPhoto(upload.id[0]!, upload.width, upload.format);
    return body ? picture(c, body, upload.format) : notFound('Nu există fotografia.', 'path.file');
  }
  const request = requested(c, /^(\d+)-(\d+)-(\d+)$/, '{variantId}-{review}-{index}');
  if (request instanceof Response) return request;
  const [, variantId, review, index] = request.id.map(Number) as [number, number, number, number];
  const drawing = await drawingOf(variantId);
  if (!drawing) return notFound(`Nu există varianta ${variantId}.`, 'path.file');
  const seed = variantId * 1009 + review * 31 + index;
  return picture(c, await renderSvg(`review|${variantId}|${review}|${index}`, () => reviewPhotoSvg(drawing.kind, drawing.colour, seed), request.width, request.format), request.format);
});

imagesApp.get('/avatar/:width/:file', async (c) => {
  const request = requested(c, /^([a-z0-9]+(?:-[a-z0-9]+)*)$/, '{nume}');
  if (request instanceof Response) return request;
  const name = request.id[1]!.replaceAll('-', ' ');
  return picture(c, await renderSvg(`avatar|${name}`, () => avatarSvg(name), request.width, request.format), request.format);
});

imagesApp.get('/inspiration/:width/:file', async (c) => {
  const request = requested(c, /^insp-(\d+)$/, 'insp-{id}');
  if (request instanceof Response) return request;
  const id = Number(request.id[1]);
  const source = inspirations.find((item) => item.id === id);
  if (!source) return notFound(`Nu există inspirația ${id}.`, 'path.file');
  const spots: SceneSpot[] = [];
  for (const { x, y, variant } of await inspirationSpots(source)) {
    const drawing = await drawingOf(variant.id);
    if (drawing) spots.push({ ...drawing, x, y });
  }
  return picture(c, await renderSvg(`inspiration|${id}`, () => roomSvg(spots, id), request.width, request.format), request.format);
});

imagesApp.get('/article/:width/:file', async (c) => {
  const request = requested(c, /^art-(\d+)$/, 'art-{id}');
  if (request instanceof Response) return request;
  const id = Number(request.id[1]);
  const article = articles.find((item) => item.id === id);
  if (!article) return notFound(`Nu există articolul ${id}.`, 'path.file');
  return picture(c, await renderSvg(`article|${id}`, () => articleCoverSvg({ id, ...coverOf(article) }), request.width, request.format), request.format);
});

export { imageFormats };
