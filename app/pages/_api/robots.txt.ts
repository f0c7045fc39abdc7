import { origins } from '#domain/origins';

/** Crawlers: everything but the personal, tracking and service paths; the sitemap's address. */
export async function GET(): Promise<Response> {
  const origin = origins().site;
  const body = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /v2/',
    'Disallow: /user',
    'Disallow: /login',
    'Disallow: /logout',
    'Disallow: /search',
    'Disallow: /compare-products',
    'Disallow: /dev/',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
