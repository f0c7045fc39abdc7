import type { Store } from '../db/store';

export interface ConsentChoice {
  essential: boolean;
  marketing: boolean;
  analytics: boolean;
  functional: boolean;
}

export interface ClickRecord {
  variantId: number;
  source: number;
  position?: number;
  requestId?: string;
  extra?: string;
  attribution: Record<string, string>;
  /** The browser's visitor id, when it had one. */
  visitor?: string;
}

/** Append-only records of what visitors chose and did; each write is one statement. */
export function eventRepository(store: Store) {
  const now = () => new Date().toISOString();
  return {
    async consent(visitor: string, choice: ConsentChoice): Promise<void> {
      await store
        .insertInto('consents')
        .values({
          visitor,
          essential: Number(choice.essential),
          marketing: Number(choice.marketing),
          analytics: Number(choice.analytics),
          functional: Number(choice.functional),
          created_at: now(),
        })
        .execute();
    },
    async experimentEvent(visitor: string, name: string, params: unknown): Promise<void> {
      await store.insertInto('experiment_events').values({ visitor, name, params: JSON.stringify(params), created_at: now() }).execute();
    },
    async viewedExperiment(visitor: string, experimentId: string, variationId: string): Promise<void> {
      await store
        .insertInto('viewed_experiments')
        .values({ visitor, experiment_id: experimentId, variation_id: variationId, first_seen_at: now() })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },
    /** A batch of impressions, as one statement: all of it is stored, or none. */
    async impressions(rows: readonly { variant_id: number; source: number }[]): Promise<void> {
      if (rows.length === 0) return;
      const at = now();
      await store
        .insertInto('impressions')
        .values(rows.map((row) => ({ variant_id: row.variant_id, source: row.source, created_at: at })))
        .execute();
    },
    async click(record: ClickRecord): Promise<void> {
      await store
        .insertInto('clicks')
        .values({
          variant_id: record.variantId,
          source: record.source,
          position: record.position ?? null,
          request_id: record.requestId ?? null,
          extra: record.extra ?? null,
          attribution: JSON.stringify(record.attribution),
          visitor: record.visitor ?? null,
          created_at: now(),
        })
        .execute();
    },
  };
}
