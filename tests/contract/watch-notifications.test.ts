import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { zGetUserVariantsWatchedResponse } from '#generated/main-api/zod.gen';
import { seedCatalogue } from '#server/catalogue/generate';
import { useClock } from '#server/clock';
import { store } from '#server/context';
import { openSqliteStore } from '#server/db/database';
import { postgresStore } from '#server/db/store';
import { jobsInterval, runWatchJob } from '#server/jobs';
import { outboxRepository } from '#server/repositories/outbox';
import { changeVariantPrice } from '#server/repositories/prices';
import { watchRepository } from '#server/repositories/watches';
import { callBackend, sessionCookie, testDatabaseUrl, useTestCatalogue } from '../support/embedded';
import { startSmtpSink } from '../security/backend/smtp-sink';

const email = 'radu.stan@exemplu.ro';
let cookie = '';

beforeAll(async () => {
  await useTestCatalogue(500);
  // A signed-in user's own address needs no confirmation: alerts start at once.
  cookie = await sessionCookie({ id: 6101, name: 'Radu Stan', email });
});
afterEach(() => vi.unstubAllEnvs());

const watch = (variantId: number, targetPrice?: number, address = email) =>
  callBackend('POST', `/api/v1/cuib/watchdog/${variantId}`, { cookie, body: { email: address, ...(targetPrice === undefined ? {} : { targetPrice }) } });
const mails = async () => (await outboxRepository(store()).latest(500)).filter((mail) => mail.recipient === email).reverse();
const mailAbout = async (variantId: number) => (await mails()).filter((mail) => mail.body.includes(`/produs/v/${variantId}-`));
/** Available variants with a price over 200 lei, a different one for each test. */
let next = 0;
const availableVariant = () =>
  store().selectFrom('variants').select(['id', 'price']).where('active', '=', 1).where('in_stock', '=', 1).where('price', '>', 200).orderBy('id').limit(1).offset(next++).executeTakeFirstOrThrow();

describe('the watch job', () => {
  test('without a target: any drop below the price at subscription, once; a rise is not news', async () => {
    const { id, price } = await availableVariant();
    expect((await watch(id)).status).toBe(204);
    await changeVariantPrice(store(), id, price + 50);
    await runWatchJob();
    expect(await mailAbout(id)).toHaveLength(0);

    await changeVariantPrice(store(), id, price - 10);
    expect(await runWatchJob()).toBeGreaterThanOrEqual(1);
    await changeVariantPrice(store(), id, price - 40);
    await runWatchJob();
    const sent = (await mailAbout(id));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Preț mai mic: /);
  });

  test('with a target: only a price at or under it', async () => {
    const { id, price } = await availableVariant();
    const target = Math.floor(price * 0.8);
    await watch(id, target);
    await changeVariantPrice(store(), id, target + 5);
    await runWatchJob();
    expect(await mailAbout(id)).toHaveLength(0);
    await changeVariantPrice(store(), id, target);
    await runWatchJob();
    await runWatchJob();
    expect(await mailAbout(id)).toHaveLength(1);
    expect((await mailAbout(id))[0]!.body).toContain(`ținta ta de ${target.toLocaleString('ro-RO', { minimumFractionDigits: 2 })} lei`);
  });

  test('on a variant that could not be bought: its return to stock, once', async () => {
    const { id } = await availableVariant();
    const update = (values: { active?: number; in_stock?: number }) => store().updateTable('variants').set(values).where('id', '=', id).execute();
    await update({ in_stock: 0, active: 0 });
    await watch(id);
    await update({ active: 1 });
    await runWatchJob();
    expect(await mailAbout(id)).toHaveLength(0);
    await update({ in_stock: 1 });
    await runWatchJob();
    await update({ in_stock: 0 });
    await update({ in_stock: 1 });
    await runWatchJob();
    expect((await mailAbout(id)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Este din nou în stoc: /)]);
  });

  test('the e-mail shows the old and the new price, in both parts, links to the configured site and offers one-click unsubscribe', async () => {
    vi.stubEnv('CUIB_SITE_ORIGIN', 'https://www.cuib.ro');
    const { id } = await availableVariant();
    await changeVariantPrice(store(), id, 1299.99);
    await watch(id);
    await changeVariantPrice(store(), id, 1099.99);
    await runWatchJob();
    const [mail] = (await mailAbout(id));
    expect(mail!.body).toContain('Prețul când ai cerut alerta: 1.299,99 lei');
    expect(mail!.body).toContain('Prețul de acum: 1.099,99 lei');
    expect(mail!.html).toContain('1.299,99 lei');
    expect(mail!.html).toContain('1.099,99 lei');
    const hash = /https:\/\/www\.cuib\.ro\/watchdog\/unsubscribe\/([\w-]+)/.exec(mail!.body)![1]!;
    expect(mail!.body).toContain(`https://www.cuib.ro/produs/v/${id}-`);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<https://www.cuib.ro/watchdog/unsubscribe/${hash}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // The hash in the header is the watch's: it unsubscribes once.
    expect((await callBackend('DELETE', `/api/v1/cuib/watchdog/unsubscribe/${hash}`)).status).toBe(204);
    expect((await callBackend('DELETE', `/api/v1/cuib/watchdog/unsubscribe/${hash}`)).status).toBe(404);
  });
});

describe('by SMTP', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  test('the notification carries List-Unsubscribe and List-Unsubscribe-Post beside its text and HTML parts', async () => {
    vi.stubEnv('CUIB_SMTP_URL', sink.url);
    vi.stubEnv('CUIB_SITE_ORIGIN', 'https://www.cuib.ro');
    const { id, price } = await availableVariant();
    await watch(id);
    const arrived = sink.next();
    await changeVariantPrice(store(), id, price - 20);
    await runWatchJob();
    // Long header lines may be folded (RFC 5322): read them unfolded.
    const data = (await arrived).data.replace(/\r\n[ \t]+/g, ' ');
    expect(data).toMatch(/^List-Unsubscribe: <https:\/\/www\.cuib\.ro\/watchdog\/unsubscribe\/[\w-]+>\r?$/m);
    expect(data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(data).toContain('multipart/alternative');
    expect(data).toContain('text/plain');
    expect(data).toContain('text/html');
  });
});

test('one address gets at most 5 single alerts a day: the 6th goes in one digest the next day', async () => {
  const address = 'mihai.pop@exemplu.ro';
  const own = await sessionCookie({ id: 6102, name: 'Mihai Pop', email: address });
  const toAddress = async () => (await outboxRepository(store()).latest(500)).filter((mail) => mail.recipient === address).reverse();
  const noon = Date.parse(`${new Date().toISOString().slice(0, 10)}T12:00:00.000Z`);
  useClock(() => noon);
  try {
    const variants = await Promise.all(Array.from({ length: 6 }, () => availableVariant()));
    for (const { id } of variants) expect((await callBackend('POST', `/api/v1/cuib/watchdog/${id}`, { cookie: own, body: { email: address } })).status).toBe(204);
    for (const { id, price } of variants) await changeVariantPrice(store(), id, price - 25);
    expect(await runWatchJob()).toBeGreaterThanOrEqual(6);
    const singles = (await toAddress()).filter((mail) => mail.subject.startsWith('Preț mai mic: '));
    expect(singles.map((mail) => mail.body.includes(`/produs/v/${variants[5]!.id}-`))).toEqual([false, false, false, false, false]);
    await runWatchJob();
    expect(await toAddress()).toHaveLength(5);

    // The next day: one digest with the held alert, sent once.
    useClock(() => noon + 86_400_000);
    await runWatchJob();
    await runWatchJob();
    const [digest, ...more] = (await toAddress()).slice(5);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('Alertele tale de preț Cuib: 1\u00a0alertă');
    expect(digest!.body).toContain(`/produs/v/${variants[5]!.id}-`);
    expect(digest!.body).toMatch(/\/watchdog\/unsubscribe\/[\w-]+/);
    expect(digest!.body).toContain('Îți trimitem cel mult 5\u00a0e-mailuri de alertă pe zi');
  } finally {
    useClock(Date.now);
  }
});

test('variants-watched tells pending, active and notified watches apart', async () => {
  const status = async () =>
    new Map(
      zGetUserVariantsWatchedResponse
        .parse((await callBackend('GET', '/api/v2/user/variants-watched?limit=50', { cookie })).json)
        .variants.map((watched) => [watched.variant.id, watched.status]),
    );
  const { id: pendingId } = await availableVariant();
  const { id: notifiedId, price } = await availableVariant();
  // Another address than the account's own waits for its confirmation.
  await watch(pendingId, undefined, 'alta.adresa@exemplu.ro');
  await watch(notifiedId);
  expect((await status()).get(pendingId)).toBe('pending');
  expect((await status()).get(notifiedId)).toBe('active');
  await changeVariantPrice(store(), notifiedId, price - 1);
  await runWatchJob();
  expect((await status()).get(notifiedId)).toBe('notified');
  const code = /watchdog\/confirmare\/([\w-]+)/.exec((await outboxRepository(store()).latest(500)).find((mail) => mail.recipient === 'alta.adresa@exemplu.ro')!.body)![1];
  await callBackend('POST', `/api/v1/cuib/watchdog/confirmation/${code}`);
  expect((await status()).get(pendingId)).toBe('active');
});

test('the job interval comes from CUIB_JOBS_INTERVAL_MS, a minute by default', () => {
  expect(jobsInterval({})).toBe(60_000);
  expect(jobsInterval({ CUIB_JOBS_INTERVAL_MS: '1000' })).toBe(1000);
  expect(jobsInterval({ CUIB_JOBS_INTERVAL_MS: 'x' })).toBe(60_000);
  expect(jobsInterval({ CUIB_JOBS_INTERVAL_MS: '5' })).toBe(60_000);
});

test('another process can change a price and run the job on the site’s data folder', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cuib-site-data-'));
  try {
    // What the site seeds and serves; the test opens the same file beside it.
    const site = await openSqliteStore(join(dir, 'cuib.sqlite'));
    await seedCatalogue(site, { variants: 50 });
    const beside = await openSqliteStore(join(dir, 'cuib.sqlite'));
    const { id, price } = await beside.selectFrom('variants').select(['id', 'price']).where('active', '=', 1).where('in_stock', '=', 1).orderBy('id').limit(1).executeTakeFirstOrThrow();
    await watchRepository(beside).subscribe('v:e2e', id, 'e2e@exemplu.ro', null, true);
    await changeVariantPrice(beside, id, price - 5);
    expect(await runWatchJob(beside)).toBe(1);
    const [mail] = await outboxRepository(site).latest(5);
    expect(mail).toMatchObject({ recipient: 'e2e@exemplu.ro', subject: expect.stringMatching(/^Preț mai mic: /) });
    // The test's own database saw none of it.
    expect((await outboxRepository(store()).latest(500)).some((sent) => sent.recipient === 'e2e@exemplu.ro')).toBe(false);
    await Promise.all([site.destroy(), beside.destroy()]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('two runners at once, each on its own connections, mail every watch once', async () => {
  const { id, price } = await availableVariant();
  const now = new Date().toISOString();
  await store()
    .insertInto('watches')
    .values(
      Array.from({ length: 30 }, (_, n) => ({
        owner: `doi-${n}`,
        variant_id: id,
        email: `doi-${n}@exemplu.ro`,
        type: 'priceDrop',
        target_price: price + 100,
        hash: `hash-doi-${n}`,
        created_at: now,
        confirmed_at: now,
      })),
    )
    .execute();
  // On PostgreSQL a second pool, as a second process has; SQLite has the one connection.
  const url = testDatabaseUrl();
  const other = url ? postgresStore(url) : store();
  try {
    const runs = await Promise.all([runWatchJob(store()), runWatchJob(other), runWatchJob(store()), runWatchJob(other)]);
    expect(runs.reduce((sum, due) => sum + due, 0)).toBeGreaterThanOrEqual(30);
    const sent = await store()
      .selectFrom('outbox')
      .select((eb) => ['recipient', eb.fn.countAll<number>().as('n')])
      .where('recipient', 'like', 'doi-%@exemplu.ro')
      .groupBy('recipient')
      .execute();
    expect(sent).toHaveLength(30);
    expect(sent.filter((row) => row.n !== 1)).toEqual([]);
  } finally {
    if (other !== store()) await other.destroy();
  }
});
