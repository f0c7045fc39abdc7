import type { BrowserContext } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hashPassword } from '#server/auth/passwords';
import { approveAnswer, approveQuestion } from '#server/backends/main-api/questions';
import { useStore } from '#server/context';
import { limitRepository } from '#server/repositories/limits';
import { userRepository } from '#server/repositories/users';
import { hydrated } from '../support/hydration';
import { siteBrowser } from '../support/site-browser';
import { freshEmail, linkIn, mailTo, siteStore, someVariant, strongPassword } from '../support/site-data';
import { testSite } from '../support/test-site';

const site = siteBrowser();

/** Staff's approvals run here, against the test site's database (its server then sends the e-mails from the outbox). */
const asStaff = () => useStore(siteStore());

/** Every test's browser is the same client to the backend: its 10 posts in 15 minutes start afresh. */
const forgetPostLimit = async () => {
  for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '::1']) await limitRepository(siteStore()).forget(`questions-client:${address}`);
};

/** A shop's account, signed in to `context` through the login form. */
async function signedInShop(context: BrowserContext, firstName: string, lastName: string): Promise<void> {
  const email = freshEmail('magazin');
  const users = userRepository(siteStore());
  const user = (await users.create({ email, passwordHash: await hashPassword(strongPassword), firstName, lastName, newsletter: false }))!;
  await users.confirm(user.id, user.confirmation_code!);
  await siteStore().updateTable('users').set({ is_eshop: 1 }).where('id', '=', user.id).execute();
  const answer = await context.request.post(new URL('/login', testSite().baseURL).toString(), { form: { email, password: strongPassword }, maxRedirects: 0 });
  if (answer.status() !== 303) throw new Error(`The login form answered ${answer.status()}.`);
}

describe.each([1280, 375])('product questions at %i px', (width) => {
  test('ask on the product page, get it approved, answer from the e-mailed link, see the answer on the questions page', async () => {
    await forgetPostLimit();
    const variant = await someVariant(`active = 1 AND id % 2 = ${width === 1280 ? 0 : 1} AND id > 100`);
    const askerEmail = freshEmail('intreaba');
    const page = await site.open(`/produs/v/${variant.id}-${variant.slug}`, width);
    const productName = (await page.getByRole('heading', { level: 1 }).first().textContent())!;
    const form = page.getByRole('form', { name: 'Pune o întrebare' });
    const text = form.getByLabel('Întrebarea ta');
    await text.fill('Merge?');
    await form.getByLabel('Numele tău').fill('Ana');
    await form.getByLabel('E-mail').fill(askerEmail);
    await form.getByRole('button', { name: 'Trimite întrebarea' }).click();
    // The product page's form is plain HTML posted to the questions page (it ships no code), which
    // says what was wrong beside the field and keeps what was typed; nothing is sent.
    await page.waitForURL(new RegExp(`/product/${variant.id}/questions`));
    await form.getByText('Scrie întrebarea: între 10 și 1.000 de caractere.').waitFor();
    // This page's form hydrates: what is typed before then may be set back to the value drawn.
    await hydrated(page, 'main form textarea');
    expect(await text.getAttribute('aria-invalid')).toBe('true');
    expect(await text.inputValue()).toBe('Merge?');
    const question = `Ce dimensiuni are ambalajul și intră pe o ușă de 80 cm? (${width} px)`;
    await text.fill(question);
    await form.getByRole('button', { name: 'Trimite întrebarea' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'după ce o verificăm' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`pe e-mail la ${askerEmail}`);

    // Staff approve it; the shop is e-mailed the answer page's link.
    const { id: questionId } = await siteStore().selectFrom('questions').select('id').where('email', '=', askerEmail).where('status', '=', 'pending').executeTakeFirstOrThrow();
    asStaff();
    expect(await approveQuestion(questionId)).toBe(true);
    const { domain } = await siteStore().selectFrom('variants as v').innerJoin('eshops as e', 'e.id', 'v.eshop_id').select('e.domain').where('v.id', '=', variant.id).executeTakeFirstOrThrow();
    const mail = await mailTo(`intrebari@${domain}`, (candidate) => candidate.body.includes(`/pqa/answer/${questionId}`));

    const answerer = await site.browser().newContext({ viewport: { width, height: 900 }, locale: 'ro-RO' });
    await answerer.addCookies([{ name: 'cuib_cookie_bar_accepted', value: '1', url: site.baseURL }]);
    const answerText = width === 1280 ? 'Coletul are 95 × 60 × 45 cm și intră pe o ușă de 80 cm dacă îl înclinați.' : 'Eu l-am primit în două colete, au intrat ușor pe ușa de 80 cm.';
    if (width === 1280) await signedInShop(answerer, 'Mobila', 'Test');
    const answerPage = await answerer.newPage();
    await answerPage.goto(linkIn(mail, `/pqa/answer/${questionId}`), { waitUntil: 'networkidle' });
    const main = answerPage.getByRole('main');
    await main.getByRole('heading', { level: 2, name: question }).waitFor();
    expect(await main.getByRole('link', { name: productName }).getAttribute('href')).toContain(`/produs/v/${variant.id}`);
    const answerForm = main.getByRole('form', { name: 'Răspunde' });
    if (width === 1280) {
      // The shop, signed in: its name is there, its answer goes out at once.
      expect(await answerForm.getByLabel('Numele tău').inputValue()).toBe('Mobila Test');
    } else {
      await answerForm.getByLabel('Numele tău').fill('Ioana');
    }
    await answerForm.getByLabel('Răspunsul tău').fill(answerText);
    await answerForm.getByRole('button', { name: 'Trimite răspunsul' }).click();
    if (width === 1280) {
      await main.getByRole('status').filter({ hasText: 'a fost publicat' }).waitFor();
    } else {
      await main.getByRole('status').filter({ hasText: 'după ce îl verificăm' }).waitFor();
      const { id: answerId } = await siteStore().selectFrom('answers').select('id').where('question_id', '=', questionId).where('status', '=', 'pending').executeTakeFirstOrThrow();
      asStaff();
      expect(await approveAnswer(answerId)).toBe(true);
      // The asker is told.
      await mailTo(askerEmail, (candidate) => candidate.body.includes(answerText));
    }

    await page.goto(new URL(`/product/${variant.id}/questions`, site.baseURL).toString(), { waitUntil: 'networkidle' });
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: question }) });
    await item.getByText(answerText).waitFor();
    expect(await item.getByText('Magazinul').count()).toBe(width === 1280 ? 1 : 0);
    expect(await item.getByText(/Întrebat de Ana/).textContent()).toMatch(/1\srăspuns$/);
    await answerer.close();
    await page.context().close();
  });
});

test('without JavaScript the questions page takes a question: errors beside the fields with the values kept, then the notice', async () => {
  await forgetPostLimit();
  const variant = await someVariant('active = 1 AND id % 5 = 3');
  const context = await site.browser().newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto(new URL(`/product/${variant.id}/questions`, site.baseURL).toString());
  const form = page.getByRole('form', { name: 'Pune o întrebare' });
  await form.getByLabel('Întrebarea ta').fill('Are garanție de doi ani?');
  await form.getByLabel('Numele tău').fill('A');
  await form.getByLabel('E-mail').fill('radu@exemplu.ro');
  await form.getByRole('button', { name: 'Trimite întrebarea' }).click();
  await page.getByText('Scrie-ți numele: între 2 și 60 de caractere.').waitFor();
  expect(await page.getByLabel('Întrebarea ta').inputValue()).toBe('Are garanție de doi ani?');
  await page.getByLabel('Numele tău').fill('Radu');
  await page.getByRole('button', { name: 'Trimite întrebarea' }).click();
  await page.waitForURL(/\?intrebare=trimisa/);
  await page.getByRole('status').filter({ hasText: 'după ce o verificăm' }).waitFor();
  await context.close();
});

test('an unknown or unapproved question has no answer page', async () => {
  const context = await site.browser().newContext();
  const page = await context.newPage();
  expect((await page.goto(new URL('/pqa/answer/99999999', site.baseURL).toString()))?.status()).toBe(404);
  const pending = await siteStore().selectFrom('questions').select('id').where('status', '=', 'pending').limit(1).executeTakeFirst();
  if (pending) expect((await page.goto(new URL(`/pqa/answer/${pending.id}`, site.baseURL).toString()))?.status()).toBe(404);
  await context.close();
});
