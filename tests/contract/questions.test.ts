import { beforeAll, expect, test } from 'vitest';
import { zGetQuestionResponse, zGetVariantQuestionsResponse, zPostQuestionAnswerResponse, zPostVariantQuestionResponse } from '#generated/main-api/zod.gen';
import { approveAnswer, approveQuestion } from '#server/backends/main-api/questions';
import { catalogueEpoch } from '#server/catalogue/generate';
import { store } from '#server/context';
import { callBackend, sessionCookie, useTestCatalogue } from '../support/embedded';

let offers: number[] = [];
/** The newest e-mail in the outbox (its recipient only, or with its body). */
const latestMail = () => store().selectFrom('outbox').select(['recipient', 'body']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
const latestRecipient = () => store().selectFrom('outbox').select('recipient').orderBy('id', 'desc').limit(1).executeTakeFirst();
const catalogueDay = new Date(catalogueEpoch).toISOString();
beforeAll(async () => {
  await useTestCatalogue();
  const { product_id } = await store()
    .selectFrom('variants')
    .select('product_id')
    .groupBy('product_id')
    .having((eb) => eb.fn.countAll(), '>=', 2)
    .limit(1)
    .executeTakeFirstOrThrow();
  offers = (await store().selectFrom('variants').select('id').where('product_id', '=', product_id).orderBy('id').execute()).map((row) => row.id);
});

test('a question asked on one offer shows on every offer of the product, with its answers', async () => {
  const asked = await callBackend('POST', `/api/v2/variant/${offers[0]}/questions`, {
    body: { text: 'Se poate comanda și în varianta de 200 cm?', authorName: 'Ana', email: 'ana.popescu@exemplu.ro' },
  });
  expect(asked.status).toBe(201);
  const question = zPostVariantQuestionResponse.parse(asked.json);
  // Shoppers' questions wait for moderation; staff approve this one.
  expect(await approveQuestion(question.id)).toBe(true);

  const shop = await sessionCookie({ id: 5, name: 'Mobila Dalin', email: 'contact@mobiladalin.ro', eshop: true });
  const answered = await callBackend('POST', `/api/v2/questions/${question.id}/answers`, {
    body: { text: 'Da, la comandă, în 3 săptămâni.', authorName: 'Mobila Dalin' },
    cookie: shop,
  });
  expect(answered.status).toBe(201);
  expect(zPostQuestionAnswerResponse.parse(answered.json).authorType).toBe('eshop');

  const list = zGetVariantQuestionsResponse.parse((await callBackend('GET', `/api/v2/variant/${offers[1]}/questions`)).json);
  // Newest first: the seeded questions of the product were asked before the catalogue's day.
  expect(list.questions[0]).toEqual(expect.objectContaining({ id: question.id, answersCount: 1 }));
  expect(zGetQuestionResponse.parse((await callBackend('GET', `/api/v2/questions/${question.id}`)).json).answers[0]?.text).toBe('Da, la comandă, în 3 săptămâni.');
  // The asker is told of the answer.
  expect(await latestRecipient()).toEqual({ recipient: 'ana.popescu@exemplu.ro' });
});

test.each([
  ['a too short question', { text: 'Merge?', authorName: 'Ana', email: 'ana@exemplu.ro' }, 'body.text'],
  ['a missing e-mail', { text: 'Se poate monta pe perete?', authorName: 'Ana' }, 'body.email'],
])('refuses %s naming the field', async (_, body, field) => {
  const { status, json } = await callBackend('POST', `/api/v2/variant/${offers[0]}/questions`, { body });
  expect(status).toBe(400);
  expect(json).toMatchObject({ field });
});

test('unknown variants and questions are 404', async () => {
  expect((await callBackend('GET', '/api/v2/variant/999999/questions')).status).toBe(404);
  expect((await callBackend('GET', '/api/v2/questions/999999')).status).toBe(404);
});

test('the catalogue comes with questions, about one for every 20 variants, most answered by the shop or buyers', async () => {
  const { questions } = await store().selectFrom('questions').select((eb) => eb.fn.countAll<number>().as('questions')).where('status', '=', 'published').executeTakeFirstOrThrow();
  expect(questions).toBeGreaterThan(2000 / 40);
  expect(questions).toBeLessThan(2000 / 10);
  const answers = await store()
    .selectFrom('answers')
    .select((eb) => ['author_type as type', eb.fn.countAll<number>().as('count')])
    .where('status', '=', 'published')
    .groupBy('author_type')
    .execute();
  const byType = Object.fromEntries(answers.map((row) => [row.type, row.count]));
  expect(byType.eshop).toBeGreaterThan(questions / 3);
  expect(byType.customer).toBeGreaterThan(questions / 10);
  // The seeded shops' answers are signed with the name of the shop that sells the offer asked about.
  const signed = await store()
    .selectFrom('answers as a')
    .innerJoin('questions as q', 'q.id', 'a.question_id')
    .innerJoin('variants as v', 'v.id', 'q.variant_id')
    .innerJoin('eshops as e', 'e.id', 'v.eshop_id')
    .select((eb) => eb.fn.countAll<number>().as('wrong'))
    .where('a.author_type', '=', 'eshop')
    .whereRef('a.author_name', '<>', 'e.name')
    .where('q.created_at', '<', catalogueDay)
    .executeTakeFirstOrThrow();
  expect(signed.wrong).toBe(0);
  const future = await store().selectFrom('questions').select((eb) => eb.fn.countAll<number>().as('count')).where('created_at', '>', new Date().toISOString()).executeTakeFirstOrThrow();
  expect(future.count).toBe(0);
});

test('a question waits for staff; once approved, the shop is e-mailed a link to answer it', async () => {
  const asked = await callBackend('POST', `/api/v2/variant/${offers[0]}/questions`, {
    body: { text: 'Ce grosime are blatul și din ce lemn este?', authorName: 'Radu', email: 'radu@exemplu.ro' },
    client: '10.0.0.2',
  });
  const question = zPostVariantQuestionResponse.parse(asked.json);
  expect((await callBackend('GET', `/api/v2/questions/${question.id}`)).status).toBe(404);
  expect(await approveQuestion(question.id)).toBe(true);
  expect(await approveQuestion(question.id)).toBe(false);
  const { domain } = await store().selectFrom('variants as v').innerJoin('eshops as e', 'e.id', 'v.eshop_id').select('e.domain').where('v.id', '=', offers[0]!).executeTakeFirstOrThrow();
  const mail = await latestMail();
  expect(mail.recipient).toBe(`intrebari@${domain}`);
  expect(mail.body).toContain(`/pqa/answer/${question.id}`);
});

test("a shopper's answer is shown only after staff approve it; the asker is then told", async () => {
  const asked = await callBackend('POST', `/api/v2/variant/${offers[0]}/questions`, {
    body: { text: 'Se poate monta și fără găuri în perete?', authorName: 'Ioana', email: 'ioana.m@exemplu.ro' },
    client: '10.0.0.3',
  });
  const question = zPostVariantQuestionResponse.parse(asked.json);
  await approveQuestion(question.id);
  const answered = await callBackend('POST', `/api/v2/questions/${question.id}/answers`, { body: { text: 'Eu l-am lipit cu bandă dublu adezivă.', authorName: 'Mihai' }, client: '10.0.0.3' });
  const answer = zPostQuestionAnswerResponse.parse(answered.json);
  expect(answer.authorType).toBe('customer');
  expect(zGetQuestionResponse.parse((await callBackend('GET', `/api/v2/questions/${question.id}`)).json).answers).toEqual([]);
  expect(await approveAnswer(answer.id)).toBe(true);
  expect(zGetQuestionResponse.parse((await callBackend('GET', `/api/v2/questions/${question.id}`)).json).answers).toEqual([expect.objectContaining({ id: answer.id })]);
  expect(await latestRecipient()).toEqual({ recipient: 'ioana.m@exemplu.ro' });
});

test('one client may post 10 questions in 15 minutes; the next is 429 with a Romanian message', async () => {
  const ask = () =>
    callBackend('POST', `/api/v2/variant/${offers[0]}/questions`, { body: { text: 'Ce înălțime are șezutul?', authorName: 'Vlad', email: 'vlad@exemplu.ro' }, client: '10.0.0.9' });
  for (let n = 0; n < 10; n++) expect((await ask()).status).toBe(201);
  const refused = await ask();
  expect(refused.status).toBe(429);
  expect(refused.json).toMatchObject({ status: 429, detail: expect.stringMatching(/întrebări/) });
});
