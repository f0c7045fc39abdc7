import type { AdminVariantData, ListingVariant } from '#generated/admin-data/types.gen';

/** The admin-data service answers at most this many variants per call (openapi/admin-data.yaml). */
export const rankingBatchSize = 200;
/** After a failed batch its ids wait this long before they are asked again, doubling up to a minute. */
export const rankingRetryMs = 2000;
const rankingRetryMaxMs = 60_000;

export interface RankingRequest {
  variantId: number;
  categoryId: number;
  listing: ListingVariant;
}

/** Asks the service for one batch: variants of one category listing. */
export type FetchRankings = (categoryId: number, listing: ListingVariant, variantIds: number[]) => Promise<AdminVariantData[]>;

type Waiting = { request: RankingRequest; resolve: (data: AdminVariantData | null) => void };

/**
 * The admin ranking loader (SPEC §4, §8): cards ask for their variant's ranking; the ids asked in
 * the same tick go together, one call per category listing and per 200 ids. A failed batch is
 * requeued silently and asked again later (2 s, doubling up to a minute); its cards wait. A
 * variant the service has no data for resolves to null.
 */
export class RankingLoader {
  private queue: Waiting[] = [];
  private scheduled: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private readonly known = new Map<string, Promise<AdminVariantData | null>>();

  constructor(private readonly fetchRankings: FetchRankings) {}

  load(request: RankingRequest): Promise<AdminVariantData | null> {
    const key = `${request.listing}:${request.categoryId}:${request.variantId}`;
    let answer = this.known.get(key);
    if (!answer) {
      answer = new Promise((resolve) => this.queue.push({ request, resolve }));
      this.known.set(key, answer);
      this.schedule(0);
    }
    return answer;
  }

  private schedule(delayMs: number): void {
    if (this.scheduled !== undefined) return;
    this.scheduled = setTimeout(() => {
      this.scheduled = undefined;
      void this.flush();
    }, delayMs);
  }

  private async flush(): Promise<void> {
    const waiting = this.queue;
    this.queue = [];
    const groups = new Map<string, Waiting[]>();
    for (const item of waiting) {
      const group = `${item.request.listing}:${item.request.categoryId}`;
      groups.set(group, [...(groups.get(group) ?? []), item]);
    }
    const batches = [...groups.values()].flatMap((items) => Array.from({ length: Math.ceil(items.length / rankingBatchSize) }, (_, i) => items.slice(i * rankingBatchSize, (i + 1) * rankingBatchSize)));
    let failed = false;
    await Promise.all(
      batches.map(async (batch) => {
        const { categoryId, listing } = batch[0]!.request;
        try {
          const answer = await this.fetchRankings(categoryId, listing, batch.map((item) => item.request.variantId));
          const byId = new Map(answer.map((data) => [data.variantId, data]));
          for (const item of batch) item.resolve(byId.get(item.request.variantId) ?? null);
        } catch {
          failed = true;
          this.queue.push(...batch);
        }
      }),
    );
    this.failures = failed ? this.failures + 1 : 0;
    if (this.queue.length > 0) this.schedule(failed ? Math.min(rankingRetryMaxMs, rankingRetryMs * 2 ** (this.failures - 1)) : 0);
  }
}
