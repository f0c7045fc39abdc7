import { type Database, transaction } from '../db/database';

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

/** Append-only records of what visitors chose and did. */
export function eventRepository(db: Database) {
  const now = () => new Date().toISOString();
  return {
    consent(visitor: string, choice: ConsentChoice): void {
      db.prepare('INSERT INTO consents (visitor, essential, marketing, analytics, functional, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
        visitor,
        Number(choice.essential),
        Number(choice.marketing),
        Number(choice.analytics),
        Number(choice.functional),
        now(),
      );
    },
    experimentEvent(visitor: string, name: string, params: unknown): void {
      db.prepare('INSERT INTO experiment_events (visitor, name, params, created_at) VALUES (?, ?, ?, ?)').run(visitor, name, JSON.stringify(params), now());
    },
    viewedExperiment(visitor: string, experimentId: string, variationId: string): void {
      db.prepare('INSERT OR IGNORE INTO viewed_experiments (visitor, experiment_id, variation_id, first_seen_at) VALUES (?, ?, ?, ?)').run(
        visitor,
        experimentId,
        variationId,
        now(),
      );
    },
    impressions(rows: readonly { variant_id: number; source: number }[]): void {
      const insert = db.prepare('INSERT INTO impressions (variant_id, source, created_at) VALUES (?, ?, ?)');
      const at = now();
      transaction(db, () => {
        for (const row of rows) insert.run(row.variant_id, row.source, at);
      });
    },
    click(record: ClickRecord): void {
      db.prepare('INSERT INTO clicks (variant_id, source, position, request_id, extra, attribution, visitor, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
        record.variantId,
        record.source,
        record.position ?? null,
        record.requestId ?? null,
        record.extra ?? null,
        JSON.stringify(record.attribution),
        record.visitor ?? null,
        now(),
      );
    },
  };
}
