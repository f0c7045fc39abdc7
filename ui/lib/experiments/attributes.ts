import { isVisitorId } from '#domain/visitor';
import { deviceTypeOf } from '../analytics/page-context';
import { parseConsent } from '../consent';

/** SPEC §7 attributes: the visitor id (with analytics consent only), logged in or not, device type, url. */
export interface ExperimentAttributes {
  id?: string;
  loggedIn: boolean;
  deviceType: string;
  url: string;
}

/** What a request says about its visitor, as the site reads it (cookies, headers, the id issued with this page). */
export interface AttributeSources {
  /** The `cuib_visitor` cookie, if any. */
  visitorCookie?: string | null;
  /** The id the site issues with this very page to a first-time visitor who allowed analytics. */
  issuedVisitorId?: string | null;
  /** The `cuib_consent` cookie. */
  consentCookie?: string | null;
  loggedIn: boolean;
  userAgent?: string | null;
  url: string;
}

/**
 * The one rule for the attributes experiments are evaluated with: the server draws the page with
 * them and hands the same object to the browser's SDK (through the page context), so both buckets
 * agree. Without analytics consent there is no id, hence no experiment: everyone gets the default.
 */
export function experimentAttributesOf({ visitorCookie, issuedVisitorId, consentCookie, loggedIn, userAgent, url }: AttributeSources): ExperimentAttributes {
  const visitor = isVisitorId(visitorCookie) ? visitorCookie : isVisitorId(issuedVisitorId) ? issuedVisitorId : undefined;
  const id = parseConsent(consentCookie ?? undefined).analytics ? visitor : undefined;
  return { ...(id ? { id } : {}), loggedIn, deviceType: deviceTypeOf(userAgent), url };
}
