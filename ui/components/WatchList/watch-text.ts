import type { WatchedVariant } from '#generated/main-api/types.gen';
import { formatPrice } from '../../lib/format';

export type WatchStatus = NonNullable<WatchedVariant['status']>;

/** A watch's state in words. */
export const statusLabels: Record<WatchStatus, string> = {
  pending: 'Așteaptă confirmarea din e-mail',
  active: 'Activă',
  notified: 'Te-am anunțat',
};

/** Lei as a shopper would say a limit: `1.500 lei`, with bani only when there are any (`1.499,50 lei`). */
const lei = formatPrice;

/** What the watch waits for: „revenirea în stoc”, „orice scădere de preț” or „preț sub 1.500 lei”. */
export function watchTarget({ type, targetPrice }: Pick<WatchedVariant, 'type' | 'targetPrice'>): string {
  if (type === 'availability') return 'revenirea în stoc';
  return targetPrice === null ? 'orice scădere de preț' : `preț sub ${lei(targetPrice)}`;
}
