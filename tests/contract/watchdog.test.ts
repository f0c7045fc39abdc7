import { beforeAll, describe, expect, test, vi } from 'vitest';
import { zGetWatchStateResponse, zSubscribeWatchResponse } from '#generated/watchdog/zod.gen';
import { store } from '#server/context';
import { runWatchJob } from '#server/jobs';
import { callBackend, useTestCatalogue } from '../support/embedded';

beforeAll(() => useTestCatalogue());

const cookie = 'cuib_visitor=00000000-0000-4000-8000-000000000042';
const outbox = () => store().selectFrom('outbox').select(['recipient', 'subject', 'body']).orderBy('id').execute();

describe('watchdog', () => {
  test('subscribe, read the state, unsubscribe', async () => {
    expect((await callBackend('GET', '/api/v1/cuib/watchdog/20', { cookie })).json).toEqual({ subscribed: false, type: null, targetPrice: null, pendingConfirmation: false });
    const subscribed = await callBackend('POST', '/api/v1/cuib/watchdog/20', { cookie, body: { email: 'ana.popescu@exemplu.ro', targetPrice: 999 } });
    // Anonymous: the watch waits for the link in the confirmation e-mail.
    expect(subscribed.status).toBe(202);
    expect(zSubscribeWatchResponse.parse(subscribed.json)).toEqual({ subscribed: true, type: 'priceDrop', targetPrice: 999, pendingConfirmation: true });
    const state = await callBackend('GET', '/api/v1/cuib/watchdog/20', { cookie });
    expect(zGetWatchStateResponse.parse(state.json)).toEqual({ subscribed: true, type: 'priceDrop', targetPrice: 999, pendingConfirmation: true });
    expect((await callBackend('DELETE', '/api/v1/cuib/watchdog/20', { cookie })).status).toBe(204);
    expect((await callBackend('GET', '/api/v1/cuib/watchdog/20', { cookie })).json).toMatchObject({ subscribed: false });
  });

  test.each([
    ['a missing e-mail', { targetPrice: 10 }, 'body.email'],
    ['a malformed e-mail', { email: 'nu-e-email' }, 'body.email'],
    ['a negative target price', { email: 'ana@exemplu.ro', targetPrice: -1 }, 'body.targetPrice'],
  ])('refuses %s with 400 naming the field', async (_, body, field) => {
    const { status, json } = await callBackend('POST', '/api/v1/cuib/watchdog/20', { cookie, body });
    expect(status).toBe(400);
    expect(json).toMatchObject({ field });
  });

  test('an unknown variant is 404', async () => {
    expect((await callBackend('GET', '/api/v1/cuib/watchdog/999999', { cookie })).status).toBe(404);
  });

  test('a price drop to the target and a return to stock each write one e-mail, once', async () => {
    await store().updateTable('variants').set({ price: 500, active: 1, in_stock: 1 }).where('id', '=', 30).execute();
    await store().updateTable('variants').set({ in_stock: 0, active: 1 }).where('id', '=', 31).execute();
    await callBackend('POST', '/api/v1/cuib/watchdog/30', { cookie, body: { email: 'ana.popescu@exemplu.ro', targetPrice: 450 } });
    await callBackend('POST', '/api/v1/cuib/watchdog/31', { cookie, body: { email: 'ana.popescu@exemplu.ro' } });
    expect(await runWatchJob()).toBe(0);

    // Double opt-in: the address gets confirmation links first; alerts wait until one is used.
    const confirmations = (await outbox()).filter((mail) => mail.subject === 'Confirmă alerta de preț Cuib');
    expect(confirmations.length).toBeGreaterThan(0);
    for (const mail of confirmations) {
      const code = /watchdog\/confirmare\/([\w-]+)/.exec(mail.body)![1];
      await callBackend('POST', `/api/v1/cuib/watchdog/confirmation/${code}`);
    }
    await store().deleteFrom('outbox').execute();

    await store().updateTable('variants').set({ price: 449.99 }).where('id', '=', 30).execute();
    await store().updateTable('variants').set({ in_stock: 1 }).where('id', '=', 31).execute();
    expect(await runWatchJob()).toBe(2);
    expect(await runWatchJob()).toBe(0);

    const mails = await outbox();
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Preț mai mic: /), expect.stringMatching(/^Este din nou în stoc: /)]);
    expect(mails[0]?.body).toContain('449,99 lei');

    // The unsubscribe link in the e-mail works once.
    const hash = /watchdog\/unsubscribe\/([\w-]+)/.exec(mails[0]!.body)![1];
    expect((await callBackend('DELETE', `/api/v1/cuib/watchdog/unsubscribe/${hash}`)).status).toBe(204);
    expect((await callBackend('DELETE', `/api/v1/cuib/watchdog/unsubscribe/${hash}`)).status).toBe(404);
  });
});

test('an address confirmed for one watch takes no other visitor’s watch without a confirmation of its own', async () => {
  const victim = 'ioana.radu@exemplu.ro';
  const own = 'cuib_visitor=00000000-0000-4000-8000-000000000051';
  const other = 'cuib_visitor=00000000-0000-4000-8000-000000000052';
  await store().updateTable('variants').set({ price: 800, active: 1, in_stock: 1 }).where('id', 'in', [40, 41]).execute();
  const confirmationsFor = async (variantName: string) =>
    (await outbox()).filter((mail) => mail.recipient === victim && mail.subject === 'Confirmă alerta de preț Cuib' && mail.body.includes(variantName));
  const nameOf = async (id: number) => (await store().selectFrom('variants').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;

  // The owner of the address watches variant 40 and confirms it from the e-mail.
  expect((await callBackend('POST', '/api/v1/cuib/watchdog/40', { cookie: own, body: { email: victim, targetPrice: 700 } })).status).toBe(202);
  const [first] = await confirmationsFor(await nameOf(40));
  await callBackend('POST', `/api/v1/cuib/watchdog/confirmation/${/watchdog\/confirmare\/([\w-]+)/.exec(first!.body)![1]}`);
  // Changing one's own confirmed watch keeps it confirmed.
  expect((await callBackend('POST', '/api/v1/cuib/watchdog/40', { cookie: own, body: { email: victim, targetPrice: 750 } })).status).toBe(204);

  // Another visitor types the same address for variant 41: a confirmation goes out, no active watch.
  const added = await callBackend('POST', '/api/v1/cuib/watchdog/41', { cookie: other, body: { email: victim } });
  expect(added.status).toBe(202);
  expect(added.json).toMatchObject({ pendingConfirmation: true });
  expect(await confirmationsFor(await nameOf(41))).toHaveLength(1);
  await store().updateTable('variants').set({ price: 600 }).where('id', 'in', [40, 41]).execute();
  await runWatchJob();
  const alerts = (await outbox()).filter((mail) => mail.recipient === victim && mail.subject.startsWith('Preț mai mic'));
  expect(alerts.map((mail) => mail.subject)).toEqual([`Preț mai mic: ${await nameOf(40)}`]);
});

test('the development mailbox lists the outbox (only in development)', async () => {
  vi.stubEnv('CUIB_DEV_MAILBOX', '1');
  const { status, json } = await callBackend('GET', '/dev/mailbox');
  vi.unstubAllEnvs();
  expect(status).toBe(200);
  expect(String(json)).toContain('Cutia poștală de dezvoltare');
});
