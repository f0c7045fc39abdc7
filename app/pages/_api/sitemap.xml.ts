import type { MenuNode } from '#generated/main-api/types.gen';
import { middleware } from '#generated/main-api/runtime.gen';
import { getManufacturers, getMenu, getShops, postVariantFeed } from '#generated/main-api/sdk.gen';
import { origins } from '#domain/origins';
import { backendOptions } from '../../lib/backend';
import { mainPages } from '../_content/main-pages';

/** Pages of best-rated products listed in the sitemap, 24 each. */
const productPages = 10;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The sitemap: the marketplace and sales pages, the written pages, every category, shop and manufacturer, and the
 * best-rated products (a bounded number, so the file stays small).
 */
export async function GET(): Promise<Response> {
  const origin = origins().site;
  const options = backendOptions('main-api', middleware);
  const [menu, shops, manufacturers, ...feeds] = await Promise.all([
    getMenu(options),
    getShops(options),
    getManufacturers(options),
    ...Array.from({ length: productPages }, (_, i) => postVariantFeed({ ...options, body: { url: `/produse?ordonare=bestRated&pagina=${i + 1}` } })),
  ]);
  const categories = (nodes: readonly MenuNode[]): string[] => nodes.flatMap((node) => [`/produse/${node.slug}`, ...categories(node.children)]);
  const paths = [
    '/',
    '/produse',
    '/produse/reduceri-promotii',
    '/produse/coduri-reduceri',
    '/produse/livrare-inainte-de-craciun',
    '/magazine',
    '/producatori',
    ...mainPages.map((page) => page.path),
    ...categories(menu.data.primary),
    ...shops.data.shops.map((shop) => `/produse/magazin/${shop.slug}`),
    ...manufacturers.data.manufacturers.map((maker) => `/producatori/${maker.slug}`),
    ...feeds.flatMap((feed) => feed.data.variants.map((variant) => `/produs/v/${variant.id}-${variant.slug}`)),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${[...new Set(paths)].map((path) => `  <url><loc>${escapeXml(new URL(path, origin).toString())}</loc></url>`).join('\n')}
</urlset>
`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
