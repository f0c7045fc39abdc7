import { expect, test } from 'vitest';
import { reposition } from '#server/listing/catalogue-index';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

test('positions whose values changed go back to their places: the order equals a full sort, over 300 random catalogues', () => {
  const next = random(7);
  for (let trial = 0; trial < 300; trial++) {
    const size = 2000;
    const price = Float64Array.from({ length: size }, () => Math.round(next() * 100_000) / 100);
    const compare = (a: number, b: number) => price[a]! - price[b]! || a - b;
    const order = Uint32Array.from({ length: size }, (_, i) => i).sort(compare);
    // A few, forty or six hundred prices changed at once (each way of putting them back), to both
    // ends: each must move past others that moved too.
    const changed = [...new Set(Array.from({ length: [6, 40, 600][trial % 3]! }, () => Math.floor(next() * size)))];
    changed.forEach((position, k) => (price[position] = k % 2 ? 10 + k : 90_000 - k));
    reposition(order, changed, compare);
    expect(Array.from(order), `trial ${trial}`).toEqual(Array.from(order).sort(compare));
  }
});
