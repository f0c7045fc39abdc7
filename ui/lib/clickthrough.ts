import type { ClickSource } from '#generated/main-api/types.gen';
import { buildLink } from './links';

export interface ClickContext {
  /** The card's position in its listing or carousel, from 1. */
  position?: number;
  /** The listing request that showed the card. */
  requestId?: string | null;
}

/**
 * The link to a variant's shop through the click-through service (openapi/clickthrough.yaml):
 * `/v2/clickthrough/{variantId}/{clickSource}?position=…&requestId=…`. Without a click source
 * there is no link: a card must know where it is shown (SPEC §5).
 */
export function clickthroughUrl(variantId: number, clickSource: ClickSource | null, { position, requestId }: ClickContext = {}): string {
  if (clickSource === null) throw new Error('No click source provided');
  return buildLink('/v2/clickthrough/{a}/{b}', { params: { a: variantId, b: clickSource }, query: { position, requestId } });
}

/**
 * What the purchase event of a click to this variant's shop reads (SPEC §7: the variant's dataLayer
 * fields and the shop), set on the link or on the card around it.
 */
export function purchaseAttributes(variant: { dataLayer: { id: string; name: string; price: number }; eshop: { name: string } }) {
  return { 'data-layer': JSON.stringify(variant.dataLayer), 'data-shop': variant.eshop.name };
}
