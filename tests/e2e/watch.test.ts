import { describe, expect, test } from 'vitest';
import { runWatchJob } from '#server/jobs';
import { outboxRepository } from '#server/repositories/outbox';
import { changeVariantPrice } from '#server/repositories/prices';
import { formatMoney } from '#ui/lib/format';
import { oneWidth, openShowing, siteBrowser } from '../support/site-browser';
import { linkIn, mailTo, restock, signedInAccount, siteStore, someVariant } from '../support/site-data';

const site = siteBrowser();

describe.each(oneWidth(375))('the price watch at %i px', (width) => {
  test('watch a sold-out variant with a target price, get the e-mail when the price drops, unsubscribe by its link', async () => {
    const variant = await someVariant(`active = 0 AND price > 100 AND id % 2 = ${width === 1280 ? 0 : 1}`);
    const page = await site.open('/', width);
    const { email } = await signedInAccount(page.context(), 'Elena');
    await page.goto(new URL(`/produs/v/${variant.id}-${variant.slug}`, site.baseURL).toString(), { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Vezi disponibilitatea' }).click();
    const dialog = page.getByRole('dialog', { name: 'Urmărește prețul' });
    // Signed in: the address is already there.
    expect(await dialog.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
    const target = Math.floor(variant.price * 0.8);
    await dialog.getByLabel('Anunță-mă când prețul scade sub').fill(String(target));
    await dialog.getByRole('button', { name: 'Pornește alerta' }).click();
    await dialog.getByRole('status').getByText('Gata!').waitFor();
    await dialog.getByRole('button', { name: 'Închide' }).last().click();
    const watched = main.getByRole('button', { name: /^Nu mai urmări/ });
    await watched.waitFor();
    expect(await watched.textContent()).toMatch(/sub\s[\d.]+\slei/);

    // The shop lists it again, cheaper than the target: the job (here, or the server's own run) writes the e-mail, once.
    await restock(variant.id);
    await changeVariantPrice(siteStore(), variant.id, target - 1);
    await runWatchJob(siteStore());
    const mail = await mailTo(email, (candidate) => candidate.body.includes('/watchdog/unsubscribe/'));
    expect(mail.headers['List-Unsubscribe'] ?? mail.headers['list-unsubscribe']).toMatch(/\/watchdog\/unsubscribe\//);
    expect(mail.html).toBeTruthy();
    await runWatchJob(siteStore());
    expect((await outboxRepository(siteStore()).latest(500)).filter((candidate) => candidate.recipient === email && candidate.body.includes('/watchdog/unsubscribe/'))).toHaveLength(1);

    await page.goto(linkIn(mail, '/watchdog/unsubscribe/'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Oprește alerta' }).click();
    await page.getByRole('heading', { name: 'Te-ai dezabonat' }).waitFor();
    // The variant is on sale again: the page offers the price watch, not „Nu mai urmări”.
    await openShowing(page, new URL(`/produs/v/${variant.id}-${variant.slug}`, site.baseURL).toString(), main.getByRole('button', { name: 'Anunță-mă când scade prețul' }));
    await page.context().close();
  });
});

test.each([1280])('at %i px without JavaScript, the product page shows the price chart, its table and the lowest price before the reduction', async (width) => {
  // Reduced today: the lowest price of the 30 days before the reduction is told only while the reduction is recent.
  const variant = await someVariant('active = 1 AND price_before_discount IS NULL AND price > 200 AND id % 7 = 3');
  const { lowestPrice30Days } = await changeVariantPrice(siteStore(), variant.id, Math.round(variant.price * 0.7));
  expect(lowestPrice30Days).toBeGreaterThan(variant.price * 0.7);
  const context = await site.browser().newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await openShowing(page, new URL(`/produs/v/${variant.id}-${variant.slug}`, site.baseURL).toString(), page.getByText(`Cel mai mic preț din cele 30 de zile dinaintea reducerii: ${formatMoney(lowestPrice30Days!)}`).first());
  const history = page.getByRole('region', { name: 'Istoricul prețului' });
  await history.getByRole('img').first().waitFor();
  expect(await history.getByRole('link', { name: '365 de zile' }).getAttribute('aria-current')).toBe('page');
  await history.getByRole('link', { name: '30 de zile' }).click();
  await page.waitForURL(/\?istoric=30/);
  expect(await page.getByRole('region', { name: 'Istoricul prețului' }).getByRole('link', { name: '30 de zile' }).getAttribute('aria-current')).toBe('page');
  await page.getByText('Vezi prețurile în tabel').click();
  expect(await page.getByRole('region', { name: 'Istoricul prețului' }).getByRole('table').getByRole('row').count()).toBeGreaterThan(1);
  await context.close();
});

test('an anonymous watch waits for the confirmation e-mail, whose link works without JavaScript', async () => {
  const variant = await someVariant('active = 1 AND price > 200 AND id % 3 = 2');
  const email = `alerta.${Date.now()}@exemplu.ro`;
  const page = await site.open(`/produs/v/${variant.id}-${variant.slug}`, 375);
  await page.getByRole('main').getByRole('button', { name: 'Anunță-mă când scade prețul' }).click();
  const dialog = page.getByRole('dialog', { name: 'Urmărește prețul' });
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Pornește alerta' }).click();
  await dialog.getByRole('status').getByText(`Mai ai un pas: ți-am trimis un e-mail la ${email}. Alerta pornește după ce apeși linkul de confirmare din el.`).waitFor();
  const mail = await mailTo(email, (candidate) => candidate.body.includes('/watchdog/confirmare/'));
  const context = await site.browser().newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(linkIn(mail, '/watchdog/confirmare/'));
  await plain.getByRole('button', { name: 'Confirmă alerta' }).click();
  await plain.getByRole('status').getByText('Gata! Îți scriem').waitFor();
  // The same link again: already used.
  await plain.goto(linkIn(mail, '/watchdog/confirmare/'));
  await plain.getByRole('button', { name: 'Confirmă alerta' }).click();
  await plain.getByRole('alert').getByText('Linkul nu mai este valabil').waitFor();
  await context.close();
  await page.context().close();

  // Another visitor types the confirmed address on another product: that watch needs its own confirmation.
  const other = await someVariant(`active = 1 AND price > 200 AND id % 3 = 2 AND id <> ${variant.id}`);
  const stranger = await site.open(`/produs/v/${other.id}-${other.slug}`, 375);
  await stranger.getByRole('main').getByRole('button', { name: 'Anunță-mă când scade prețul' }).click();
  const again = stranger.getByRole('dialog', { name: 'Urmărește prețul' });
  await again.getByLabel('E-mail', { exact: true }).fill(email);
  await again.getByRole('button', { name: 'Pornește alerta' }).click();
  await again.getByRole('status').getByText(`Mai ai un pas: ți-am trimis un e-mail la ${email}.`).waitFor();
  await mailTo(email, (candidate) => candidate.body.includes('/watchdog/confirmare/') && candidate.id !== mail.id);
  const watch = await siteStore().selectFrom('watches').select('confirmed_at').where('variant_id', '=', other.id).where('email', '=', email).executeTakeFirstOrThrow();
  expect(watch.confirmed_at).toBeNull();
  await stranger.context().close();
});
