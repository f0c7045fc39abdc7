import { http, HttpResponse } from 'msw';

/**
 * Stand-in product pictures for stories and tests: a soft backdrop with a sofa silhouette, as an
 * SVG, so no image host is needed and renders stay identical.
 */
const picture = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f4efe6"/><rect x="70" y="150" width="260" height="90" rx="24" fill="#8d9096"/><rect x="50" y="190" width="300" height="80" rx="20" fill="#8d9096"/><rect x="40" y="175" width="45" height="100" rx="18" fill="#63656a"/><rect x="315" y="175" width="45" height="100" rx="18" fill="#63656a"/></svg>`;

export const imageHandlers = {
  productImage: http.get('*/images/product/:width/:file', () =>
    new HttpResponse(picture, { headers: { 'content-type': 'image/svg+xml' } }),
  ),
};
