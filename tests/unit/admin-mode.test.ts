import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminVariantData } from '#generated/admin-data/types.gen';
import { isAdmin } from '#server/http/identity';
import { adminToolLinks, optimizationLabels } from '#ui/lib/admin/labels';
import { RankingLoader } from '#ui/lib/admin/ranking-loader';

const ranking = (variantId: number): AdminVariantData => ({
  variantId,
  data: { cpc: 0.5, sortingCpc: 0.55, ordersCoefficient: 1.1, clickRateCoefficient: 0.9, eshopRank: 4.2, score: 12.3, rank: 3, formula: 'scor', date: '2026-11-24', tier: null },
  previousData: null,
});

describe('the admin role (SPEC §6)', () => {
  it.each([
    [{ admin: true }, true],
    [{ admin: false }, false],
    [{}, false],
    [{ admin: { '': true } }, true],
    [{ admin: { cuib: true } }, true],
    [{ admin: { cuib: false } }, false],
    [{ admin: { 'cuib-bg': true } }, false],
    [{ admin: {} }, false],
  ])('%j grants admin: %s', (claims, granted) => {
    expect(isAdmin({ id: 1, name: 'Ana Pop', email: 'ana@cuib.ro', ...claims } as Parameters<typeof isAdmin>[0])).toBe(granted);
  });
});

describe('the admin panel labels (SPEC §3)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('shows the optimisation types as APO, MPO and RPO', () => {
    expect(optimizationLabels).toEqual({ automatic: 'APO', manual: 'MPO', stableRank: 'RPO' });
  });

  it('links to the admin tool at its usual address, or the configured one', () => {
    vi.stubEnv('CUIB_ADMIN_TOOL_URL', '');
    expect(adminToolLinks(48213, 4)).toEqual({ variant: 'https://admin.cuib.ro/variante/48213', category: 'https://admin.cuib.ro/categorii/4/clasament' });
    vi.stubEnv('CUIB_ADMIN_TOOL_URL', 'https://unelte.cuib.test/');
    expect(adminToolLinks(48213, 4).variant).toBe('https://unelte.cuib.test/variante/48213');
  });
});

describe('the admin ranking loader (SPEC §4, §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for the ids of one tick together, one call per category listing, each id once', async () => {
    const fetch = vi.fn(async (_category: number, _listing: string, ids: number[]) => ids.filter((id) => id !== 3).map(ranking));
    const loader = new RankingLoader(fetch);
    const answers = [1, 2, 3, 2].map((variantId) => loader.load({ variantId, categoryId: 4, listing: 'listing' }));
    const other = loader.load({ variantId: 9, categoryId: 7, listing: 'listing' });
    await vi.runAllTimersAsync();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith(4, 'listing', [1, 2, 3]);
    expect(fetch).toHaveBeenCalledWith(7, 'listing', [9]);
    expect(await Promise.all(answers)).toEqual([ranking(1), ranking(2), null, ranking(2)]);
    expect(await other).toEqual(ranking(9));
  });

  it('splits more than 200 ids into batches', async () => {
    const fetch = vi.fn(async (_category: number, _listing: string, ids: number[]) => ids.map(ranking));
    const loader = new RankingLoader(fetch);
    for (let id = 1; id <= 450; id++) void loader.load({ variantId: id, categoryId: 4, listing: 'listing' });
    await vi.runAllTimersAsync();
    expect(fetch.mock.calls.map((call) => call[2].length)).toEqual([200, 200, 50]);
  });

  it('requeues a failed batch silently and asks again later, with a growing wait', async () => {
    let calls = 0;
    const at: number[] = [];
    const start = Date.now();
    const fetch = vi.fn(async (_category: number, _listing: string, ids: number[]) => {
      at.push(Date.now() - start);
      if (++calls <= 2) throw new Error('503');
      return ids.map(ranking);
    });
    const loader = new RankingLoader(fetch);
    let settled: AdminVariantData | null | undefined;
    void loader.load({ variantId: 5, categoryId: 4, listing: 'listing' }).then((data) => (settled = data));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2000);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(4000);
    expect(settled).toEqual(ranking(5));
    expect(at).toEqual([0, 2000, 6000]);
  });
});
