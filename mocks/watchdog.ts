import { HttpResponse } from 'msw';
import { responseExamples } from '#generated/watchdog/examples.gen';
import { operations } from '#generated/watchdog/runtime.gen';
import type { WatchState, WatchSubscribeRequest } from '#generated/watchdog/types.gen';
import { contractHandlers } from './contract-handlers';

/**
 * Watches changed while a story, a test or the mock server runs, so subscribing and unsubscribing
 * read back; a variant nobody changed shows the contract's example.
 */
const watches = new Map<number, WatchState>();
const unwatched: WatchState = { subscribed: false, type: null, targetPrice: null };

export function resetWatches(): void {
  watches.clear();
}

export const watchdogHandlers = contractHandlers(operations, responseExamples, {
  getWatchState: ({ params }) => HttpResponse.json(watches.get(Number(params.variant_id)) ?? responseExamples.getWatchState.body),
  subscribeWatch: async ({ params, request }) => {
    const { targetPrice } = (await request.json()) as WatchSubscribeRequest;
    const watch: WatchState = { subscribed: true, type: targetPrice == null ? 'availability' : 'priceDrop', targetPrice: targetPrice ?? null, pendingConfirmation: true };
    watches.set(Number(params.variant_id), watch);
    return HttpResponse.json(watch, { status: 202 });
  },
  unsubscribeWatch: ({ params }) => {
    watches.set(Number(params.variant_id), unwatched);
    return new HttpResponse(null, { status: 204 });
  },
});
