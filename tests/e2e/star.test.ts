import { request as httpRequest } from 'node:http';
import type { NotNull } from 'kysely';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { oneWidth, siteBrowser } from '../support/site-browser';
import { signedInAccount, siteStore } from '../support/site-data';

const site = siteBrowser();
const url = (path: string) => new URL(path, site.baseURL).toString();

interface Invitation {
  ident: string;
  variant_id: number;
  eshop_slug: string;
  variant_name: string;
}

/** A pending, unexpired invitation for a variant with pictures that no other test has taken (`skip` apart). */
async function pendingInvitation(skip: number): Promise<Invitation> {
  const row = await siteStore()
    .selectFrom('review_invitations as i')
    .innerJoin('variants as v', 'v.id', 'i.variant_id')
    .innerJoin('eshops as e', 'e.id', 'i.eshop_id')
    .select(['i.ident', 'i.variant_id', 'e.slug as eshop_slug', 'v.name as variant_name'])
    .where('i.status', '=', 'pending')
    .where('i.expires_at', '>', new Date().toISOString())
    .where('i.remind_on', 'is', null)
    .where('v.image_count', '>', 0)
    .orderBy('i.ident')
    .limit(1)
    .offset(skip)
    // Joined to a variant, so it has one.
    .$narrowType<{ variant_id: NotNull }>()
    .executeTakeFirst();
  if (!row) throw new Error('The test catalogue has no pending review invitation left.');
  return row;
}

/** A small JPEG from a phone: it carries the maker and a GPS position in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#8d6e63' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Telefonul Anei' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 38/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '25/1 35/1 0/1' } })
    .toBuffer();

describe.each(oneWidth(375))('Cuib Star at %i px', (width) => {
  test('a review with a photo, sent from an invitation, shows on the product and the shop once staff approve it', async () => {
    const invitation = await pendingInvitation(width === 1280 ? 0 : 1);
    const nickName = `Ana din Sibiu ${width}`;
    const text = `Canapeaua a venit la timp, bine ambalată, și arată ca în poze (${width}).`;
    const page = await site.open(`/star/${invitation.ident}`, width);
    await page.getByRole('heading', { level: 1, name: 'Cum ți se pare produsul?' }).waitFor();
    await page.getByRole('link', { name: invitation.variant_name }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // Stars with the keyboard: the group is one Tab stop, the arrows move the choice.
    await page.getByRole('radio', { name: '1 stea' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '5 stele' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '5 stele' }).evaluate((element) => element === document.activeElement)).toBe(true);

    const textBox = page.getByLabel('Părerea ta despre produs');
    await textBox.fill('Bună');
    await page.getByText('Mai scrie cel puțin 6 caractere.').waitFor();
    await textBox.fill(text);
    await page.getByRole('textbox', { name: 'Plusuri: rândul 1' }).fill('Se extinde ușor');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Plusuri: rândul 2' }).fill('Stofă plăcută');
    await page.getByLabel('Numele afișat').fill(nickName);
    await page.getByLabel('Fotografii (opțional)').setInputFiles({ name: 'canapea.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
    await page.getByRole('img', { name: 'Fotografia 1: canapea.jpg' }).waitFor();
    await page.getByRole('button', { name: 'Trimite recenzia' }).click();
    await page.waitForURL(`**/star/${invitation.ident}/thank-you`);
    await page.getByRole('heading', { level: 1, name: 'Mulțumim pentru recenzie!' }).waitFor();

    // Waiting for staff: not on the product yet; the link now says the review was sent.
    const stored = await siteStore().selectFrom('review_invitations').select(['status', 'review']).where('ident', '=', invitation.ident).$narrowType<{ review: NotNull }>().executeTakeFirstOrThrow();
    expect(stored.status).toBe('submitted');
    const [imageId] = (JSON.parse(stored.review) as { imageIds: string[] }).imageIds;
    expect(imageId).toMatch(/^up-[a-f0-9]{20}$/);
    expect((JSON.parse(stored.review) as { pluses: string[] }).pluses).toEqual(['Se extinde ușor', 'Stofă plăcută']);
    const again = await page.goto(url(`/star/${invitation.ident}`));
    expect(again?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Ai trimis deja recenzia' }).waitFor();
    await page.context().close();

    // Staff approve it in the moderation view (a plain form post).
    const staff = await site.open('/', width);
    await signedInAccount(staff.context(), 'Echipa', { staff: true });
    await staff.goto(url('/admin/moderare'), { waitUntil: 'networkidle' });
    const item = staff.getByRole('article', { name: `Recenzie de la ${nickName}` });
    await item.getByText(text).waitFor();
    await item.getByRole('button', { name: `Aprobă recenzia lui ${nickName}` }).click();
    await staff.waitForURL('**/admin/moderare?decis=approve');
    await staff.getByRole('status').getByText('Aprobat').waitFor();
    expect(await staff.getByRole('article', { name: `Recenzie de la ${nickName}` }).count()).toBe(0);

    // On the product's reviews, first, with the photo (re-encoded: no EXIF is served).
    await staff.goto(url(`/product/${invitation.variant_id}/reviews`), { waitUntil: 'networkidle' });
    await staff.getByText(text).waitFor();
    const photo = staff.getByRole('img', { name: `Fotografia 1 a lui ${nickName}` }).first();
    await photo.waitFor();
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const served = await staff.context().request.get(url(`/images/review/480/${imageId}.jpg`));
    expect(served.status()).toBe(200);
    expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();

    // And on the shop's review page, first.
    await staff.goto(url(`/star/eshop/${invitation.eshop_slug}`), { waitUntil: 'networkidle' });
    await staff.getByRole('heading', { level: 1, name: /^Recenzii / }).waitFor();
    const structured = (await staff.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(structured.find((data) => data['@type'] === 'Organization')).toMatchObject({ aggregateRating: { '@type': 'AggregateRating', bestRating: 5 } });
    const first = staff.getByRole('article').first();
    await first.getByText(text).waitFor();
    await first.getByRole('img', { name: `Fotografia 1 a lui ${nickName}` }).waitFor();
    await staff.context().close();
  });

  test('the delayed and unsubscribe pages, and an expired, an unknown and a staff-only page', async () => {
    const delayed = await pendingInvitation(2 + (width === 1280 ? 0 : 3));
    const page = await site.open(`/star/${delayed.ident}/delayed`, width);
    await page.getByRole('heading', { level: 1, name: 'Produsul nu a ajuns încă?' }).waitFor();
    const day = await page.getByLabel('Amintește-mi pe').inputValue();
    await page.getByRole('button', { name: 'Amintește-mi' }).click();
    await page.getByRole('heading', { level: 1, name: 'Îți amintim mai târziu' }).waitFor();
    expect((await siteStore().selectFrom('review_invitations').select('remind_on').where('ident', '=', delayed.ident).executeTakeFirstOrThrow()).remind_on).toBe(day);

    const stopped = await pendingInvitation(3 + (width === 1280 ? 0 : 3));
    await page.goto(url(`/star/${stopped.ident}/unsubscribe`), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Nu mai vreau invitații' }).click();
    await page.getByRole('heading', { level: 1, name: 'Te-ai dezabonat' }).waitFor();
    const review = await page.goto(url(`/star/${stopped.ident}`));
    expect(review?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Nu mai primești invitații' }).waitFor();

    const expired = await pendingInvitation(4 + (width === 1280 ? 0 : 3));
    await siteStore().updateTable('review_invitations').set({ expires_at: '2024-01-01T00:00:00.000Z' }).where('ident', '=', expired.ident).execute();
    const old = await page.goto(url(`/star/${expired.ident}`));
    expect(old?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Invitația a expirat' }).waitFor();
    await page.getByRole('link', { name: /^Recenziile magazinului / }).waitFor();

    expect((await page.goto(url('/star/nu-exista-invitatia')))?.status()).toBe(404);
    // The moderation view does not exist for shoppers.
    const moderation = await page.goto(url('/admin/moderare'));
    expect(moderation?.status()).toBe(404);
    await page.context().close();
  });
});

test.each([1280])('at %i px without JavaScript, the review form posts its photo to the page, and a refusal keeps what was typed', async (width) => {
  const invitation = await pendingInvitation(0);
  const context = await site.browser().newContext({ javaScriptEnabled: false, viewport: { width, height: 900 }, locale: 'ro-RO' });
  const page = await context.newPage();
  await page.goto(url(`/star/${invitation.ident}`));
  const text = `Masa se montează ușor și e stabilă, fără JavaScript (${width}).`;
  await page.getByLabel('Părerea ta despre produs').fill(text);
  await page.getByLabel('Numele afișat').fill('Radu');
  await page.getByLabel('Fotografii (opțional)').setInputFiles({ name: 'masa.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
  // No stars: the server draws the form again (400) with the message beside the stars and the text kept.
  const refused = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Trimite recenzia' }).click();
  expect((await refused).status()).toBe(400);
  await page.getByText('Alege o notă de la 1 la 5 stele.').waitFor();
  expect(await page.getByLabel('Părerea ta despre produs').inputValue()).toBe(text);
  expect(await page.getByLabel('Numele afișat').inputValue()).toBe('Radu');
  await page.getByRole('radio', { name: '4 stele' }).check();
  await page.getByLabel('Fotografii (opțional)').setInputFiles({ name: 'masa.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
  await page.getByRole('button', { name: 'Trimite recenzia' }).click();
  await page.waitForURL(`**/star/${invitation.ident}/thank-you`);
  const { review } = await siteStore().selectFrom('review_invitations').select('review').where('ident', '=', invitation.ident).$narrowType<{ review: NotNull }>().executeTakeFirstOrThrow();
  const stored = JSON.parse(review) as { value: number; imageIds: string[] };
  expect([stored.value, stored.imageIds.length]).toEqual([4, 1]);
  await context.close();
});

describe('the review form’s body, posted without JavaScript', () => {
  const origin = () => new URL(site.baseURL).origin;
  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(url(path), { method: 'POST', body, headers: { origin: origin(), 'sec-fetch-site': 'same-origin', ...headers }, redirect: 'manual' });

  /** Posts `body` and reads the answer as soon as it comes, whether or not the server took the whole body. */
  const postRead = (path: string, body: Buffer, headers: Record<string, string>) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(url(path), { method: 'POST', headers: { ...headers, 'content-length': String(body.byteLength), origin: origin(), 'sec-fetch-site': 'same-origin' } });
      let answered = false;
      request.on('response', (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, text: Buffer.concat(chunks).toString('utf8') }));
      });
      // Once the answer is in, a server that stops reading the rest may close the connection under the writer.
      request.on('error', (error) => (answered ? undefined : reject(error)));
      request.end(body);
    });

  test('for an unknown invitation is a 404 before any of the body is read', async () => {
    // 30 MiB announced, 64 KiB sent: the answer comes while the rest is still owed.
    const answer = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(url('/star/nu-exista-invitatia'), {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=cuib', 'content-length': String(30 * 1024 * 1024), origin: origin(), 'sec-fetch-site': 'same-origin' },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode!);
        request.destroy();
      });
      request.on('error', reject);
      request.write(Buffer.alloc(64 * 1024, 0x61));
    });
    expect(answer).toBe(404);
  });

  test('malformed, with too many fields, or with a photo of too many pixels, is a 400 with a Romanian message', async () => {
    const { ident } = await pendingInvitation(7);
    const malformed = await post(`/star/${ident}`, '--cuib\r\nContent-Disposition: form-data; name="text"\r\n\r\nneterminat', { 'content-type': 'multipart/form-data; boundary=cuib' });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain('Formularul nu a ajuns întreg. Trimite-l din nou.');

    const crowded = new FormData();
    for (let field = 0; field < 300_000; field++) crowded.append(`camp${field}`, '1');
    // Encoded before it is sent: encoding 300,000 fields takes longer than a kept-alive connection waits.
    const encoded = new Response(crowded);
    // Sent as a browser sends it: the answer is read even when it comes before the whole body went.
    const tooMany = await postRead(`/star/${ident}`, Buffer.from(await encoded.arrayBuffer()), { 'content-type': encoded.headers.get('content-type')! });
    expect(tooMany.status).toBe(400);
    expect(tooMany.text).toContain('Formularul trimis are prea multe câmpuri.');

    // 36 megapixels of one colour: a small file, a large decode.
    const huge = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#6d4c41' } }).png().toBuffer();
    const form = new FormData();
    form.set('value', '5');
    form.set('text', 'Masa e foarte bună, dar poza e uriașă.');
    form.set('nickName', 'Radu');
    form.set('photos', new File([new Uint8Array(huge)], 'masa.png', { type: 'image/png' }));
    const pixels = await post(`/star/${ident}`, form);
    expect(pixels.status).toBe(400);
    expect(await pixels.text()).toContain('Fotografia are prea mulți pixeli: cel mult 24 de megapixeli.');
    // Nothing was taken: the invitation still waits for its review.
    expect((await siteStore().selectFrom('review_invitations').select('status').where('ident', '=', ident).executeTakeFirstOrThrow()).status).toBe('pending');
  });
});
