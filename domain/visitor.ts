/**
 * The anonymous visitor's cookie (HttpOnly, a year): its id owns a visitor's likes and watches in
 * the backends and buckets them into experiments. The backends issue it; the site issues it too, on
 * the first page of a visitor who allowed analytics, so that page is already in the experiment.
 */
export const visitorCookie = 'cuib_visitor';
export const visitorMaxAgeSeconds = 365 * 86_400;

/** A visitor id as issued: a random UUID. Anything else in the cookie is ignored. */
export const isVisitorId = (value: string | undefined | null): value is string => typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value);
