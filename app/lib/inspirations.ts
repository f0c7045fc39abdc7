import { ResponseError } from '#generated/runtime';
import { getInspirationPage, postInspirationFeed, postInspirationFiltering } from '#generated/main-api/sdk.gen';
import type { InspirationFeed, InspirationFiltering, InspirationPage } from '#generated/main-api/types.gen';
import { middleware } from '#generated/main-api/runtime.gen';
import { backendOptions } from './backend';

const callOptions = () => backendOptions('main-api', middleware, 'critical');

/** The feed and its filters for one address, or the backend's reason for refusing a filter typed into it. */
export type InspirationListing = { feed: InspirationFeed; filtering: InspirationFiltering } | { invalid: string };

/**
 * The inspiration feed and its filter groups for `/inspirations?…` (the page's own address is the
 * backend's filtering URL). A refused address (an unknown room, `pagina=0`) gives the backend's
 * Romanian reason, so the page can say it and list without the filters; other errors propagate.
 */
export async function inspirationListing(url: string): Promise<InspirationListing> {
  try {
    const [feed, filtering] = await Promise.all([postInspirationFeed({ ...callOptions(), body: { url } }), postInspirationFiltering({ ...callOptions(), body: { url } })]);
    return { feed: feed.data, filtering: filtering.data };
  } catch (error) {
    if (error instanceof ResponseError && error.response.status === 400) return { invalid: (await error.problem())?.detail ?? 'Adresa nu este validă.' };
    throw error;
  }
}

/** One inspiration with its positioned products and similar looks; null when there is none with that id. */
export async function inspirationPage(inspirationId: number): Promise<InspirationPage | null> {
  try {
    return (await getInspirationPage({ ...callOptions(), path: { inspirationId } })).data;
  } catch (error) {
    if (error instanceof ResponseError && (error.response.status === 404 || error.response.status === 400)) return null;
    throw error;
  }
}
