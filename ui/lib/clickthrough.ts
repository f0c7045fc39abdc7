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
