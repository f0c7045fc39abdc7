import { backendApp } from '../http/app';
import { colours } from '../catalogue/market';
import { db } from '../context';
import { badRequest, notFound } from '../http/problem';
import { imageFormats, imageWidths, renderPicture, type ImageFormat } from '../images/render';
import { variantRepository } from '../repositories/variants';

const hexOf = new Map<string, string>(colours.map((colour) => [colour.name, colour.hex]));

/**
 * Generated product pictures: `/images/product/{width}/{variantId}-{index}.{webp|jpg}`.
 * Deterministic for a seed, so they are cached for a year as immutable.
 */
export const imagesApp = backendApp().basePath('/images');

imagesApp.get('/product/:width/:file', async (c) => {
  const width = Number(c.req.param('width'));
  if (!(imageWidths as readonly number[]).includes(width)) {
    return badRequest('path.width', `Lățimea trebuie să fie una dintre ${imageWidths.join(', ')}.`);
  }
  const match = /^(\d+)-(\d+)\.(webp|jpg)$/.exec(c.req.param('file'));
  if (!match) return badRequest('path.file', 'Numele imaginii trebuie să fie {variantId}-{index}.webp sau .jpg.');
  const [, variantId, index, format] = match;
  const picture = variantRepository(db()).picture(Number(variantId));
  if (!picture) return notFound(`Nu există varianta ${variantId}.`, 'path.file');
  const body = await renderPicture(
    { kind: picture.kind, colour: hexOf.get(picture.colour) ?? '#8d9096', index: Number(index) },
    width,
    format as ImageFormat,
  );
  return c.body(new Uint8Array(body), 200, {
    'content-type': format === 'webp' ? 'image/webp' : 'image/jpeg',
    'cache-control': 'public, max-age=31536000, immutable',
  });
});

export { imageFormats };
