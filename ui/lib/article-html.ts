import sanitizeHtml from 'sanitize-html';

/*
 * The article feed and bodies arrive as HTML from the main API. It is Cuib's own backend, but a
 * page must not trust markup it did not write: each fragment is cleaned by sanitize-html down to
 * the few tags, attributes and classes its kind uses. Links may only be relative or http(s), and
 * images only come from the site's own /images/ route. Runs on the server (pages render there).
 */

const links: sanitizeHtml.IOptions = { allowedSchemes: ['http', 'https'], allowedSchemesAppliedToAttributes: ['href', 'src', 'srcset'], allowProtocolRelative: false };

/** Only pictures the images backend drew: relative `/images/…` paths. */
const ownImage: sanitizeHtml.IOptions['exclusiveFilter'] = (frame) => frame.tag === 'img' && !/^\/images\/[a-z]+\/\d+\/[\w-]+\.(webp|jpg)$/.test(frame.attribs.src ?? '');

const cardOptions: sanitizeHtml.IOptions = {
  ...links,
  allowedTags: ['article', 'img', 'p', 'h2', 'h3', 'a', 'time', 'strong', 'em'],
  allowedAttributes: {
    a: ['href'],
    img: ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'loading', 'decoding'],
    time: ['datetime'],
    '*': ['class'],
  },
  allowedClasses: {
    article: ['article-card'],
    img: ['article-card-image'],
    p: ['article-card-category', 'article-card-perex', 'article-card-meta'],
    h2: ['article-card-title'],
    h3: ['article-card-title'],
  },
  exclusiveFilter: ownImage,
};

const paginatorOptions: sanitizeHtml.IOptions = {
  ...links,
  allowedTags: ['nav', 'a', 'span'],
  allowedAttributes: { nav: ['aria-label'], a: ['href', 'rel'], span: ['aria-current'] },
};

const bodyOptions: sanitizeHtml.IOptions = {
  ...links,
  allowedTags: ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'blockquote', 'figure', 'figcaption', 'img', 'br'],
  allowedAttributes: {
    h2: ['id'],
    h3: ['id'],
    a: ['href'],
    img: ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'loading', 'decoding'],
    p: ['class'],
  },
  allowedClasses: { p: ['article-pick', 'perex'] },
  exclusiveFilter: ownImage,
};

/** The feed's cards (`listHtml`). */
export const sanitizeArticleCards = (html: string): string => sanitizeHtml(html, cardOptions);

/** The feed's page links (`paginatorHtml`). */
export const sanitizeArticlePaginator = (html: string): string => sanitizeHtml(html, paginatorOptions);

/** An article's body (`article.html`). */
export const sanitizeArticleBody = (html: string): string => sanitizeHtml(html, bodyOptions);
