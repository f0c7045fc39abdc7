import { beforeAll, expect, test } from 'vitest';
import { zGetQuestionResponse, zGetVariantQuestionsResponse, zPostQuestionAnswerResponse, zPostVariantQuestionResponse } from '#generated/main-api/zod.gen';
import { approveQuestion } from '#server/backends/main-api/questions';
import { db } from '#server/context';
import { callBackend, sessionCookie, useTestCatalogue } from '../support/embedded';

let offers: number[] = [];
beforeAll(() => {
  useTestCatalogue();
  const { product_id } = db().prepare('SELECT product_id FROM variants GROUP BY product_id HAVING COUNT(*) >= 2 LIMIT 1').get() as { product_id: number };
  offers = (db().prepare('SELECT id FROM variants WHERE product_id = ? ORDER BY id').all(product_id) as { id: number }[]).map((row) => row.id);
});

test('a question asked on one offer shows on every offer of the product, with its answers', async () => {
  const asked = await callBackend('POST', `/api/v2/variant/${offers[0]}/questions`, {
    body: { text: 'Se poate comanda și în varianta de 200 cm?', authorName: 'Ana', email: 'ana.popescu@exemplu.ro' },
  });
  expect(asked.status).toBe(201);
  const question = zPostVariantQuestionResponse.parse(asked.json);
  // Shoppers' questions wait for moderation; staff approve this one.
  expect(approveQuestion(question.id)).toBe(true);

  const shop = await sessionCookie({ id: 5, name: 'Mobila Dalin', email: 'contact@mobiladalin.ro', eshop: true });
  const answered = await callBackend('POST', `/api/v2/questions/${question.id}/answers`, {
    body: { text: 'Da, la comandă, în 3 săptămâni.', authorName: 'Mobila Dalin' },
    cookie: shop,
  });
  expect(answered.status).toBe(201);
  expect(zPostQuestionAnswerResponse.parse(answered.json).authorType).toBe('eshop');

  const list = zGetVariantQuestionsResponse.parse((await callBackend('GET', `/api/v2/variant/${offers[1]}/questions`)).json);
  expect(list.questions).toEqual([expect.objectContaining({ id: question.id, answersCount: 1 })]);
  expect(zGetQuestionResponse.parse((await callBackend('GET', `/api/v2/questions/${question.id}`)).json).answers[0]?.text).toBe('Da, la comandă, în 3 săptămâni.');
  // The asker is told of the answer.
  expect(db().prepare('SELECT recipient FROM outbox ORDER BY id DESC LIMIT 1').get()).toEqual({ recipient: 'ana.popescu@exemplu.ro' });
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
