import sharp from 'sharp';
import { darken, drawings } from './drawings';

export const imageFormats = ['webp', 'jpg'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** Widths the image route renders; anything else is refused, so a crawler cannot fill the cache. */
export const imageWidths = [96, 160, 240, 320, 480, 640, 800, 1200] as const;

const backgrounds = ['#f4efe6', '#eef1ec', '#f1ece9', '#e9eef2', '#f3f0ea', '#efece4'];

export interface ProductPicture {
  kind: string;
  colour: string;
  /** Which of the product's images: a different backdrop and angle for each. */
  index: number;
}

/** The product drawing as SVG: a backdrop, a floor shadow and the category's shape in the product colour. */
export function productSvg({ kind, colour, index }: ProductPicture): string {
  const draw = drawings[kind] ?? drawings.dulapuri!;
  const background = backgrounds[index % backgrounds.length];
  const flip = index % 2 === 1 ? 'translate(400 0) scale(-1 1)' : '';
  const zoom = 1 + (index % 3) * 0.08;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<rect width="400" height="400" fill="${background}"/>
<ellipse cx="200" cy="335" rx="150" ry="14" fill="#000" opacity=".08"/>
<g transform="${flip} translate(200 200) scale(${zoom}) translate(-200 -200)">${draw(colour, darken(colour))}</g>
</svg>`;
}

const cache = new Map<string, Buffer>();
const cacheLimit = 500;

/**
 * Renders (and remembers, by `key`) an SVG at a width in a format; the height follows the SVG's
 * own proportions.
 */
export async function renderSvg(key: string, svg: () => string, width: number, format: ImageFormat): Promise<Buffer> {
  const cacheKey = `${key}|${width}|${format}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const pipeline = sharp(Buffer.from(svg())).resize({ width });
  const buffer = await (format === 'webp' ? pipeline.webp({ quality: 78 }) : pipeline.jpeg({ quality: 80, mozjpeg: true })).toBuffer();
  if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value!);
  cache.set(cacheKey, buffer);
  return buffer;
}

/** Renders a product picture at a width in a format. */
export const renderPicture = (picture: ProductPicture, width: number, format: ImageFormat) =>
  renderSvg(`product|${picture.kind}|${picture.colour}|${picture.index}`, () => productSvg(picture), width, format);
