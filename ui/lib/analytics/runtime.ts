import { attributionOfCookies } from '#domain/attribution';
import { consentCookie, cookieValue, parseConsent } from '../consent';
import type { AnalyticsEvent, PurchaseEvent } from './events';
import { pushDataLayer } from './index';
import { type PageContext, pageContext } from './page-context';

/** Links through the click-through service (SPEC §7): every click to a shop. */
const shopLinkSelector = 'a[href*="/v2/clickthrough/"]';

/**
 * The purchase event of a click to a shop: the variant's dataLayer fields and the shop come from
 * the nearest element that carries them (`data-layer`, `data-shop`: the card, the offer, the
 * product's buy box), the click source from the link itself.
 */
export function purchaseOf(link: HTMLAnchorElement): PurchaseEvent | null {
  const holder = link.closest<HTMLElement>('[data-layer]');
  if (!holder?.dataset.layer) return null;
  let fields: { id: string; name: string; price: number };
  try {
    fields = JSON.parse(holder.dataset.layer);
  } catch {
    return null;
  }
  const source = Number(new URL(link.href).pathname.split('/')[4]);
  const shop = holder.dataset.shop ?? '';
  return {
    event: 'purchase',
    ecommerce: { currency: 'RON', value: fields.price, items: [{ item_id: fields.id, item_name: fields.name, price: fields.price, item_brand: shop, quantity: 1 }] },
    shop,
    click_source: source,
  };
}

/** The attribution cookies added to a click-through link, unless the link already names them. */
export function withAttribution(href: string, cookies: string): string {
  const attribution = attributionOfCookies(cookies);
  const url = new URL(href);
  for (const [name, value] of Object.entries(attribution)) if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  return url.toString();
}

/** An element that names its own event (`data-event`, fields as JSON in `data-event-fields`): server-rendered links need no code of their own. */
function declaredEvent(element: HTMLElement): AnalyticsEvent | null {
  const name = element.dataset.event;
  if (!name) return null;
  let fields: Record<string, unknown> = {};
  try {
    fields = element.dataset.eventFields ? JSON.parse(element.dataset.eventFields) : {};
  } catch {
    // an event without its fields is still worth sending
  }
  return { ...fields, event: name } as AnalyticsEvent;
}

const analyticsAllowed = () => parseConsent(cookieValue(document.cookie, consentCookie)).analytics;

let consented = false;

/** What only a visitor who allowed analytics gets (./consented.ts), loaded only then. */
function startConsented(context: PageContext): void {
  if (consented || !analyticsAllowed()) return;
  consented = true;
  void import('./consented').then(({ startConsentedMeasurement }) => startConsentedMeasurement(context)).catch((error) => console.warn('Measurement could not start.', error));
}

/**
 * The measurement every page of a person (not a robot) runs: the purchase event and attribution of
 * clicks to shops, events declared by server-rendered elements, the page view of a page restored
 * from the back-forward cache; and, with analytics consent (now, or once given in the cookie bar),
 * the rest, loaded only then.
 */
export function startMeasurement(): () => void {
  const context = pageContext();
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const link = target?.closest?.<HTMLAnchorElement>(shopLinkSelector);
    if (link) {
      // Set before the browser follows it: a new tab, a middle click and a copied link carry it too.
      link.href = withAttribution(link.href, document.cookie);
      // A click, or a middle click (a new tab); not the right button, which only opens a menu.
      if (event.type === 'click' || (event.type === 'auxclick' && event.button === 1)) {
        const purchase = purchaseOf(link);
        if (purchase) pushDataLayer(purchase);
      }
    }
    const declared = event.type === 'click' ? target?.closest?.<HTMLElement>('[data-event]') : null;
    const named = declared && declaredEvent(declared);
    if (named) pushDataLayer(named);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) pushDataLayer({ event: 'customPageView', page_path: location.pathname + location.search, page_title: document.title });
  };
  const onConsent = () => context && startConsented(context);
  for (const type of ['click', 'auxclick', 'contextmenu'] as const) document.addEventListener(type, onClick, true);
  window.addEventListener('pageshow', onPageShow);
  window.addEventListener('cuib:consent', onConsent);
  onConsent();
  // Clicks are measured from now on (tests and monitoring wait for this mark).
  document.documentElement.dataset.measurement = 'ready';
  return () => {
    for (const type of ['click', 'auxclick', 'contextmenu'] as const) document.removeEventListener(type, onClick, true);
    window.removeEventListener('pageshow', onPageShow);
    window.removeEventListener('cuib:consent', onConsent);
  };
}
