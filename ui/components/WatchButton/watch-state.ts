import type { WatchState } from '#generated/watchdog/types.gen';
import { formatPrice } from '../../lib/format';

/*
 * What the watch button says, apart from TanStack Query and react-aria: the button hydrates with
 * the product page, and this is all it needs before the shopper touches it.
 */

/** No watch on the variant: the watchdog's answer for a visitor who never subscribed. */
export const notWatched: WatchState = { subscribed: false, type: null, targetPrice: null };

export const watchButtonLabels = ['availability', 'priceDrop'] as const;
/** What the button offers when not watching: news of stock (an inactive variant) or of a lower price. */
export type WatchButtonLabel = (typeof watchButtonLabels)[number];

const offers: Record<WatchButtonLabel, string> = {
  availability: 'Vezi disponibilitatea',
  priceDrop: 'Anunță-mă când scade prețul',
};

/** Lei as a shopper says a limit: `1.500 lei`, with bani only when there are any (`1.499,99 lei`). */
export const lei = formatPrice;

/** „Vezi disponibilitatea”, or „Nu mai urmări” with the target price when there is one („Nu mai urmări · sub 1.500 lei”). */
export function watchButtonText(state: WatchState, label: WatchButtonLabel): string {
  if (!state.subscribed) return offers[label];
  return state.targetPrice === null ? 'Nu mai urmări' : `Nu mai urmări · sub ${lei(state.targetPrice)}`;
}
