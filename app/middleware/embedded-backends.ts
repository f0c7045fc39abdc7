import type { MiddlewareHandler } from 'hono';
// The one place app/ reaches into server/ (DESIGN.md): the reference backends are mounted on the
// site's own origin, so the browser's credentialed calls need no CORS and no third-party cookies.
import { embeddedBackendFor } from '#server/index';

const embeddedBackends = (): MiddlewareHandler => async (c, next) => {
  const backend = embeddedBackendFor(c.req.path);
  if (!backend) return next();
  return backend.app.fetch(c.req.raw);
};

export default embeddedBackends;
