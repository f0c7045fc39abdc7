import { beforeAll, expect, test } from 'vitest';
import { zGetReviewInvitationResponse, zPostReviewInvitationReviewResponse } from '#generated/main-api/zod.gen';
import { db } from '#server/context';
import { callBackend, useTestCatalogue } from '../support/embedded';

let idents: string[] = [];
beforeAll(() => {
  useTestCatalogue();
  idents = (db().prepare('SELECT ident FROM review_invitations ORDER BY ident LIMIT 3').all() as { ident: string }[]).map((row) => row.ident);
});

const review = { value: 4.4, text: 'Canapeaua a venit la timp și arată foarte bine.', pluses: ['livrare rapidă'], nickName: 'Ana P.' };

test('an invitation takes one review, then says it was submitted', async () => {
  const invitation = zGetReviewInvitationResponse.parse((await callBackend('GET', `/api/v2/review-invitations/${idents[0]}`)).json);
  expect(invitation.status).toBe('pending');
  const submitted = await callBackend('POST', `/api/v2/review-invitations/${idents[0]}/review`, { body: review });
  expect(submitted.status).toBe(201);
  expect(zPostReviewInvitationReviewResponse.parse(submitted.json)).toMatchObject({ value: 4.5, userNickName: 'Ana P.' });
  expect((await callBackend('POST', `/api/v2/review-invitations/${idents[0]}/review`, { body: review })).status).toBe(409);
  expect((await callBackend('GET', `/api/v2/review-invitations/${idents[0]}`)).json).toMatchObject({ status: 'submitted' });
});

test('unsubscribing stops the invitation', async () => {
  expect((await callBackend('POST', `/api/v2/review-invitations/${idents[1]}/unsubscribe`)).status).toBe(204);
  expect((await callBackend('GET', `/api/v2/review-invitations/${idents[1]}`)).json).toMatchObject({ status: 'unsubscribed' });
  expect((await callBackend('POST', `/api/v2/review-invitations/${idents[1]}/review`, { body: review })).status).toBe(409);
});

test.each([
  ['a short text', { ...review, text: 'Bun.' }, 'body.text'],
  ['six stars', { ...review, value: 6 }, 'body.value'],
])('refuses %s naming the field', async (_, body, field) => {
  const { status, json } = await callBackend('POST', `/api/v2/review-invitations/${idents[2]}/review`, { body });
  expect(status).toBe(400);
  expect(json).toMatchObject({ field });
});

test('an unknown invitation is 404', async () => {
  expect((await callBackend('GET', '/api/v2/review-invitations/nu-exista-deloc')).status).toBe(404);
});
