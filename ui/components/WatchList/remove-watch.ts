import { unsubscribeWatchMutation } from '#generated/watchdog/@tanstack/react-query.gen';
import { ResponseError } from '#generated/runtime';
import { mutateThroughClient } from '../../lib/query-calls';
import { sameOrigin } from '../../lib/same-origin';

/**
 * Ends the watch on a variant through the generated mutation, on the browser's one QueryClient.
 * Loaded on the first press of „Nu mai urmări”, so the watch list's page never carries TanStack
 * Query in its first load. A watch already gone (404: ended from an e-mail's link, or in another
 * tab) counts as ended.
 */
export async function removeWatch(variantId: number): Promise<void> {
  try {
    await mutateThroughClient(unsubscribeWatchMutation(sameOrigin()), { path: { project: 'cuib', variant_id: variantId } });
  } catch (error) {
    if (!(error instanceof ResponseError && error.response.status === 404)) throw error;
  }
}
