import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Impression } from '#generated/impressions/types.gen';
import { ImpressionBuffer, impressionDelayFor } from '#ui/lib/impressions/buffer';

const card = (variant_id: number): Impression => ({ variant_id, source: 1 });

describe('the impression buffer (SPEC §4, §8, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 1000 ms × (1 + 2 × errors)', () => {
    expect([0, 1, 2, 3].map(impressionDelayFor)).toEqual([1000, 3000, 5000, 7000]);
  });

  it('sends what was buffered a second after the first impression, in one batch', async () => {
    const send = vi.fn(async () => true);
    const buffer = new ImpressionBuffer(send, () => true);
    buffer.add(card(1));
    await vi.advanceTimersByTimeAsync(500);
    buffer.add(card(2));
    await vi.advanceTimersByTimeAsync(499);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledExactlyOnceWith([card(1), card(2)]);
    expect(buffer.pending).toEqual([]);
    expect(buffer.errors).toBe(0);
  });

  it('keeps the buffer and lengthens the wait while sends fail, then empties it and resets the count', async () => {
    const answers = [false, false, true];
    const sentAt: number[] = [];
    const send = vi.fn(async () => {
      sentAt.push(Date.now());
      const ok = answers.shift();
      if (ok === false && sentAt.length === 2) throw new TypeError('network down');
      return ok ?? true;
    });
    const start = Date.now();
    const buffer = new ImpressionBuffer(send, () => true);
    buffer.add(card(7));
    await vi.advanceTimersByTimeAsync(1000);
    expect(buffer.errors).toBe(1);
    expect(buffer.pending).toEqual([card(7)]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(buffer.errors).toBe(2);
    expect(buffer.pending).toEqual([card(7)]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sentAt.map((at) => at - start)).toEqual([1000, 4000, 9000]);
    expect(buffer.pending).toEqual([]);
    expect(buffer.errors).toBe(0);
    // Back to the first delay after a success.
    buffer.add(card(8));
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenLastCalledWith([card(8)]);
  });

  it('keeps impressions that arrive while a batch is on its way for the next batch', async () => {
    let finish: (ok: boolean) => void = () => undefined;
    const send = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const buffer = new ImpressionBuffer(send, () => true);
    buffer.add(card(1));
    await vi.advanceTimersByTimeAsync(1000);
    buffer.add(card(2));
    finish(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(buffer.pending).toEqual([card(2)]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenLastCalledWith([card(2)]);
  });

  it('flushes what is left by beacon when the page is hidden, and keeps it if the beacon is refused', async () => {
    const send = vi.fn(async () => true);
    const refused = vi.fn(() => false);
    const buffer = new ImpressionBuffer(send, refused);
    buffer.add(card(3));
    buffer.flushNow();
    expect(refused).toHaveBeenCalledWith([card(3)]);
    expect(buffer.pending).toEqual([card(3)]);
    const beacon = vi.fn(() => true);
    const other = new ImpressionBuffer(send, beacon);
    other.add(card(4));
    other.flushNow();
    expect(beacon).toHaveBeenCalledWith([card(4)]);
    expect(other.pending).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledExactlyOnceWith([card(3)]);
  });
});
