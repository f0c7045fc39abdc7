/**
 * Options for a generated client called from the browser: the backends are mounted (or proxied) on
 * the site's own origin, so cookies travel without CORS. During server rendering no call is made.
 */
export const sameOrigin = () => ({ baseUrl: typeof window === 'undefined' ? '' : window.location.origin });
