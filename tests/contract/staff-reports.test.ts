import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { zGetExperimentResultsResponse, zGetTrafficReportResponse } from '#generated/main-api/zod.gen';
import { callBackend, sessionCookie, useTestCatalogue } from '../support/embedded';

let staff = '';
let shopper = '';
beforeAll(async () => {
  await useTestCatalogue();
  staff = await sessionCookie({ id: 1, name: 'Echipa Cuib', email: 'echipa@cuib.ro', admin: { cuib: true } });
  shopper = await sessionCookie({ id: 2, name: 'Maria Pop', email: 'maria@exemplu.ro' });
});

const today = new Date().toISOString().slice(0, 10);

describe('the traffic report', () => {
  test('counts impressions and clicks per variant, source and day, with the CTR', async () => {
    const impressions = [...Array(4)].map(() => ({ variant_id: 11, source: 1 })).concat([{ variant_id: 12, source: 1 }, { variant_id: 11, source: 12 }]);
    expect((await callBackend('POST', '/impression', { body: { project: 'cuib', impressions } })).status).toBe(204);
    expect((await callBackend('GET', '/v2/clickthrough/11/1?position=1')).status).toBe(302);
    const { status, json } = await callBackend('GET', `/api/v2/staff/traffic?from=${today}&to=${today}`, { cookie: staff });
    expect(status).toBe(200);
    const report = zGetTrafficReportResponse.parse(json);
    const row = (variantId: number, source: number) => report.rows.find((item) => item.variantId === variantId && item.source === source);
    expect(row(11, 1)).toMatchObject({ day: today, impressions: 4, clicks: 1, ctr: 0.25 });
    expect(row(12, 1)).toMatchObject({ impressions: 1, clicks: 0, ctr: 0 });
    expect(row(11, 12)).toMatchObject({ impressions: 1, clicks: 0 });
    expect(report.rows[0]).toEqual(row(11, 1));
    expect(report.totals.impressions).toBeGreaterThanOrEqual(6);
    const onlySource12 = zGetTrafficReportResponse.parse((await callBackend('GET', `/api/v2/staff/traffic?source=12`, { cookie: staff })).json);
    expect(onlySource12.rows.every((item) => item.source === 12)).toBe(true);
  });

  test.each([
    ['a start after the end', '?from=2026-11-20&to=2026-11-10', 'query.from'],
    ['more than a quarter', '?from=2026-01-01&to=2026-11-10', 'query.to'],
    ['a day that is not a date', '?from=ieri', 'query.from'],
    ['an unknown source', '?source=48', 'query.source'],
  ])('refuses %s, naming the field', async (_, query, field) => {
    const { status, json } = await callBackend('GET', `/api/v2/staff/traffic${query}`, { cookie: staff });
    expect(status).toBe(400);
    expect(json).toMatchObject({ field });
  });
});

describe('experiment results', () => {
  test('count exposed visitors per variation and those who clicked to a shop afterwards', async () => {
    const [clicking, browsing, other] = [randomUUID(), randomUUID(), randomUUID()];
    const key = `test-${randomUUID().slice(0, 8)}`;
    for (const [visitor, variation] of [[clicking, 1], [browsing, 1], [other, 0]] as const) {
      expect((await callBackend('GET', `/api/v2/viewed-experiments?ex=${key}|${variation}`, { cookie: `cuib_visitor=${visitor}` })).status).toBeLessThan(300);
    }
    await callBackend('GET', '/v2/clickthrough/11/1', { cookie: `cuib_visitor=${clicking}` });
    await callBackend('GET', '/v2/clickthrough/12/1', { cookie: `cuib_visitor=${clicking}` });
    const results = zGetExperimentResultsResponse.parse((await callBackend('GET', '/api/v2/staff/experiments', { cookie: staff })).json);
    expect(results.experiments.find((experiment) => experiment.key === key)).toEqual({
      key,
      variations: [
        { variationId: 0, exposures: 1, clickers: 0, clicks: 0, clickRate: 0 },
        { variationId: 1, exposures: 2, clickers: 1, clicks: 2, clickRate: 0.5 },
      ],
    });
  });
});

test.each(['/api/v2/staff/traffic', '/api/v2/staff/experiments'])('%s is for staff: 401 for visitors, 403 for shoppers', async (path) => {
  expect((await callBackend('GET', path)).status).toBe(401);
  expect((await callBackend('GET', path, { cookie: shopper })).status).toBe(403);
});
