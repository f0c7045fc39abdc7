/**
 * The anonymous visitor's cookie (HttpOnly, a year): its id owns a visitor's likes and watches in
 * the backends and buckets them into experiments. The backends issue it; the site issues it too, on
 * the first page of a visitor who allowed analytics, so that page is already in the experiment.
 */
export const visitorCookie = 'cuib_visitor';
export const visitorMaxAgeSeconds = 365 * 86_400;

/** A visitor id as issued: a random UUID. Anything else in the cookie is ignored. */
export const isVisitorId = (value: string | undefined | null): value is string => typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value);

/**
 * Set (to `1`, readable by the page's script) on a page whose browser the backends know by a
 * session or a visitor id, both HttpOnly: a shared page asks for its personal parts (the header's
 * user, likes, watches, experiments) only then, so a first-time visitor's page makes no call for them.
 */
export const knownBrowserCookie = 'cuib_known';
