import type { Impression } from '#generated/impressions/types.gen';

/** SPEC §9: the first send waits a second; each failure in a row adds two more. */
export const impressionBaseDelayMs = 1000;
export const impressionDelayFor = (errors: number) => impressionBaseDelayMs * (1 + 2 * errors);

/** Sends a batch; resolves true when the collector took it. A thrown error counts as a failure. */
export type ImpressionSend = (batch: Impression[]) => Promise<boolean>;
/** Sends what is left as the page goes away; true when the browser queued it. */
export type ImpressionBeacon = (batch: Impression[]) => boolean;

/**
 * The impression buffer (SPEC §4 "Card seen", §8): impressions wait for a send scheduled
 * 1000 ms × (1 + 2 × errors) after the first of them. A network failure or a refusal keeps them
 * and counts an error, lengthening the next wait; a success removes what was sent and resets the
 * count. When the page is hidden, what is left goes at once by beacon.
 */
export class ImpressionBuffer {
  private items: Impression[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sending = false;
  /** Failed sends in a row. */
  errors = 0;

  constructor(
    private readonly send: ImpressionSend,
    private readonly beacon: ImpressionBeacon,
  ) {}

  /** What waits to be sent. */
  get pending(): readonly Impression[] {
    return this.items;
  }

  add(impression: Impression): void {
    this.items.push(impression);
    this.schedule();
  }

  /** The page is going away (hidden, or being left): what is left goes now, by beacon. */
  flushNow(): void {
    if (this.items.length === 0) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.beacon(this.items)) this.items = [];
    else this.schedule();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.timer !== undefined || this.sending || this.items.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.sendBatch();
    }, impressionDelayFor(this.errors));
  }

  private async sendBatch(): Promise<void> {
    const batch = this.items.slice();
    this.sending = true;
    const sent = await this.send(batch).catch(() => false);
    this.sending = false;
    if (sent) {
      // Only what was sent goes: impressions added meanwhile wait for the next send.
      this.items = this.items.filter((item) => !batch.includes(item));
      this.errors = 0;
    } else {
      this.errors += 1;
    }
    this.schedule();
  }
}
