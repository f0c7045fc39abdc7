import type { MiddlewareHandler } from 'hono';

/**
 * Article previews are drafts for the editors: whatever the page answers (the draft, or the 404
 * everyone else gets), search engines are told not to index it, in the header as well as the page's
 * meta robots, so that even a crawler that reads only headers keeps away.
 */
const noindexPreviewsMiddleware = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (c.req.path.startsWith('/article/preview/')) c.header('x-robots-tag', 'noindex, nofollow');
};

export default noindexPreviewsMiddleware;
