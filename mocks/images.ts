import { http, HttpResponse } from 'msw';
import { articleCover } from './articles';
import { roomPicture } from './inspirations';

/**
 * Stand-in product pictures for stories and tests: a soft backdrop with a sofa silhouette, as an
 * SVG, so no image host is needed and renders stay identical.
 */
const picture = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f4efe6"/><rect x="70" y="150" width="260" height="90" rx="24" fill="#8d9096"/><rect x="50" y="190" width="300" height="80" rx="20" fill="#8d9096"/><rect x="40" y="175" width="45" height="100" rx="18" fill="#63656a"/><rect x="315" y="175" width="45" height="100" rx="18" fill="#63656a"/></svg>`;

/** A customer's photo: the same sofa on a floor, against a wall. */
const reviewPhoto = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="300" fill="#e8e1d6"/><rect y="290" width="400" height="110" fill="#b08a64"/><rect x="70" y="170" width="260" height="90" rx="24" fill="#8d9096"/><rect x="50" y="210" width="300" height="80" rx="20" fill="#8d9096"/></svg>`;

/** A reviewer's avatar: a plain coloured disc (initials come from the name in the page). */
const avatar = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#3d5a80"/></svg>`;

const svg = (body: string) => () => new HttpResponse(body, { headers: { 'content-type': 'image/svg+xml' } });

export const imageHandlers = {
  productImage: http.get('*/images/product/:width/:file', svg(picture)),
  reviewImage: http.get('*/images/review/:width/:file', svg(reviewPhoto)),
  avatarImage: http.get('*/images/avatar/:width/:file', svg(avatar)),
  inspirationImage: http.get('*/images/inspiration/:width/:file', svg(roomPicture)),
  articleImage: http.get('*/images/article/:width/:file', svg(articleCover)),
};
