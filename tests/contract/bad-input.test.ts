import { beforeAll, describe, expect, test } from 'vitest';
import { operations as adminData } from '#generated/admin-data/runtime.gen';
import { operations as clickthrough } from '#generated/clickthrough/runtime.gen';
import { operations as features } from '#generated/features/runtime.gen';
import { operations as impressions } from '#generated/impressions/runtime.gen';
import { operations as likes } from '#generated/likes/runtime.gen';
import { operations as mainApi } from '#generated/main-api/runtime.gen';
import type { OperationSpec } from '#generated/runtime';
import { operations as search } from '#generated/search/runtime.gen';
import { operations as watchdog } from '#generated/watchdog/runtime.gen';
import { callBackend, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue(300));

const all: [string, readonly OperationSpec[]][] = [
  ['main-api', mainApi],
  ['likes', likes],
  ['watchdog', watchdog],
  ['admin-data', adminData],
  ['search', search],
  ['impressions', impressions],
  ['features', features],
  ['clickthrough', clickthrough],
];

/** Path parameters filled with values no contract accepts: text where ids go, and so on. */
const withPath = (url: string, value: string) => url.replace(/\{\w+\}/g, value);
const withBody = (operation: OperationSpec) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method);

const badInputs: [string, (operation: OperationSpec) => { path: string; body?: unknown }][] = [
  ['malformed JSON and a negative id', (op) => ({ path: withPath(op.url, '-1'), body: withBody(op) ? '{"url": ' : undefined })],
  ['wrong types everywhere', (op) => ({ path: `${withPath(op.url, 'abc')}?page=-2&pageSize=x&limit=0&q=&sort=random&type=video`, body: withBody(op) ? { url: 42, variantId: 'x', email: 7 } : undefined })],
  ['an oversized body', (op) => ({ path: withPath(op.url, '1'), body: withBody(op) ? { url: 'x'.repeat(300_000) } : undefined })],
];

/**
 * Garbage input of every kind on every operation of every contract never gets a 5xx: the answer
 * is a 4xx problem naming what is wrong, or a success where the garbage happens to be valid input
 * (an article slug may be any text).
 */
describe.each(all)('%s: no bad input gets a 5xx', (_, operations) => {
  for (const operation of operations) {
    test.each(badInputs)(`${operation.operationId} with %s`, async (__, make) => {
      const { path, body } = make(operation);
      const { status, type, json } = await callBackend(operation.method, path, { body });
      expect(status, `${operation.method} ${path} answered ${status}: ${JSON.stringify(json)}`).toBeLessThan(500);
      if (status >= 400) {
        expect(type).toContain('application/problem+json');
        expect(json).toMatchObject({ status });
      }
    });
  }
});
