import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { approveAnswer, approveQuestion } from '#server/backends/main-api/questions';
import { useClock } from '#server/clock';
import { store } from '#server/context';
import { runWatchJob } from '#server/jobs';
import { questionRepository } from '#server/repositories/questions';
import { callBackend, sessionCookie, useTestCatalogue } from '../../support/embedded';
import { confirmedAccount, latestMailTo, mailsTo } from './accounts';

beforeAll(() => useTestCatalogue(200));
afterEach(() => useClock(Date.now));

const codeIn = (body: string) => /parola\/confirmare\/([\w-]+)/.exec(body)![1]!;
const confirmReset = (code: string) => callBackend('POST', '/api/v2/auth/password/confirmation', { body: { code, password: 'Alt-Cuib-Livada-2027' } });

describe('password renewal', () => {
  test('20 requests send at most 3 e-mails, all answered 202, and only the newest code works', async () => {
    const email = 'renew@exemplu.ro';
    await confirmedAccount(email);
    const before = (await mailsTo(email)).length;
    for (let n = 0; n < 20; n++) {
      expect((await callBackend('POST', '/api/v2/auth/password/renewal', { body: { email }, client: `203.0.113.${n}` })).status).toBe(202);
    }
    // The codes and e-mails are made just after the answers.
    await vi.waitFor(async () => expect((await mailsTo(email)).length - before).toBe(3));
    const resets = (await mailsTo(email)).slice(0, (await mailsTo(email)).length - before);
    expect(resets.length).toBe(3);
    const [newest, ...older] = resets.map((mail) => codeIn(mail.body));
    for (const code of older) expect((await confirmReset(code)).status).toBe(404);
    expect((await confirmReset(newest!)).status).toBe(200);
  });

  test('a code works for one hour at most', async () => {
    let time = Date.now();
    useClock(() => time);
    const email = 'expiring@exemplu.ro';
    await confirmedAccount(email);
    await callBackend('POST', '/api/v2/auth/password/renewal', { body: { email }, client: '203.0.113.200' });
    await vi.waitFor(async () => expect((await latestMailTo(email))?.subject).toBe('Resetează parola contului Cuib'));
    const code = codeIn((await latestMailTo(email))!.body);
    time += 61 * 60_000;
    expect((await confirmReset(code)).status).toBe(404);
  });

  test('one client asking for many addresses is refused with 429', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 15; n++) statuses.push((await callBackend('POST', '/api/v2/auth/password/renewal', { body: { email: `x${n}@exemplu.ro` }, client: '203.0.113.201' })).status);
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

test('partner messages from one client are limited across addresses', async () => {
  const statuses: number[] = [];
  for (let n = 0; n < 12; n++) {
    const body = { name: 'Mihai', email: `mihai${n}@lustreshop.ro`, subject: 'feed', message: 'Feedul nostru are 4.000 de produse. Le putem lista?' };
    statuses.push((await callBackend('POST', '/api/v2/partners/messages', { body, client: '203.0.113.210' })).status);
  }
  expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});

describe('anonymous watches (double opt-in)', () => {
  const visitor = 'cuib_visitor=00000000-0000-4000-8000-00000000beef';
  const watch = (variantId: number, email: string, client = '203.0.113.220') =>
    callBackend('POST', `/api/v1/cuib/watchdog/${variantId}`, { cookie: visitor, body: { email }, client });

  test('send only a confirmation until the address is confirmed, then alerts', async () => {
    const email = 'victima@exemplu.ro';
    await store().updateTable('variants').set({ in_stock: 0, active: 1 }).where('id', 'in', [40, 41]).execute();
    expect((await watch(40, email)).status).toBe(202);
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual(['Confirmă alerta de preț Cuib']);
    await store().updateTable('variants').set({ in_stock: 1 }).where('id', '=', 40).execute();
    await runWatchJob();
    expect(await mailsTo(email)).toHaveLength(1);

    const code = /watchdog\/confirmare\/([\w-]+)/.exec((await mailsTo(email))[0]!.body)![1];
    expect((await callBackend('POST', `/api/v1/cuib/watchdog/confirmation/${code}`)).status).toBe(204);
    expect((await callBackend('POST', `/api/v1/cuib/watchdog/confirmation/${code}`)).status).toBe(404);
    await runWatchJob();
    expect((await latestMailTo(email))!.subject).toMatch(/^Este din nou în stoc: /);

    // A confirmed address is not confirmed for the next watch: that one waits for its own link.
    const count = (await mailsTo(email)).length;
    expect((await watch(41, email)).status).toBe(202);
    expect(await mailsTo(email)).toHaveLength(count + 1);
    expect((await latestMailTo(email))!.subject).toBe('Confirmă alerta de preț Cuib');
  });

  test('at most 3 confirmation e-mails an hour go to one address', async () => {
    for (let n = 0; n < 6; n++) expect((await watch(50 + n, 'inundat@exemplu.ro', `203.0.113.${230 + n}`)).status).toBe(202);
    expect(await mailsTo('inundat@exemplu.ro')).toHaveLength(3);
  });

  test("a signed-in user's own address needs no confirmation", async () => {
    const cookie = await sessionCookie({ id: 8100, name: 'Ioana Marin', email: 'ioana.watch@exemplu.ro' });
    expect((await callBackend('POST', '/api/v1/cuib/watchdog/60', { cookie, body: { email: 'ioana.watch@exemplu.ro' } })).status).toBe(204);
    expect(await mailsTo('ioana.watch@exemplu.ro')).toHaveLength(0);
    expect(await store().selectFrom('watches').select('confirmed_at').where('owner', '=', 'u:8100').executeTakeFirst()).toEqual({ confirmed_at: expect.any(String) });
  });
});

describe('product questions and answers', () => {
  const variantId = 70;
  const ask = (text: string, client = '203.0.113.240') =>
    callBackend('POST', `/api/v2/variant/${variantId}/questions`, { body: { text, authorName: 'Ana', email: 'ana.q@exemplu.ro' }, client });
  const listed = async () => ((await callBackend('GET', `/api/v2/variant/${variantId}/questions`)).json as { questions: { id: number }[] }).questions.map((q) => q.id);

  test('wait for staff before they are shown, and e-mail nobody until then', async () => {
    const asked = await ask('Se poate comanda și în varianta de 200 cm?');
    expect(asked.status).toBe(201);
    const { id } = asked.json as { id: number };
    expect(await listed()).not.toContain(id);
    expect((await callBackend('GET', `/api/v2/questions/${id}`)).status).toBe(404);
    const outboxCount = () => store().selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
    const outboxBefore = await outboxCount();

    expect(await approveQuestion(id)).toBe(true);
    expect(await approveQuestion(id)).toBe(false);
    expect(await listed()).toContain(id);
    expect(await outboxCount()).not.toEqual(outboxBefore);

    const answered = await callBackend('POST', `/api/v2/questions/${id}/answers`, { body: { text: 'Da, am comandat așa.', authorName: 'Ion' }, client: '203.0.113.241' });
    expect(answered.status).toBe(201);
    const answerId = (answered.json as { id: number }).id;
    const shown = async () => ((await callBackend('GET', `/api/v2/questions/${id}`)).json as { answers: { id: number }[] }).answers.map((a) => a.id);
    expect(await shown()).not.toContain(answerId);
    expect((await questionRepository(store()).pendingAnswers()).map((a) => a.id)).toContain(answerId);
    expect(await approveAnswer(answerId)).toBe(true);
    expect(await shown()).toContain(answerId);
    expect((await latestMailTo('ana.q@exemplu.ro'))!.subject).toBe('Ai primit un răspuns pe Cuib');
  });

  test('are limited per client', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) statuses.push((await ask(`Întrebarea numărul ${n} despre produs?`, '203.0.113.250')).status);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
