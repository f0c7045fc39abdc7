import { HttpResponse, type HttpResponseResolver } from 'msw';
import type { Answer, AnswerRequest, Question, QuestionRequest } from '#generated/main-api/types.gen';
import { productQuestions, question, questionList } from './fixtures/questions';
import { badRequest, problemResponse } from './problem';

/** The address the question mock refuses with 429, so a story can show the rate limit. */
export const rateLimitedEmail = 'prea.multe@exemplu.ro';

/** The questions operations: the fixtures' questions, the contract's limits, and 429 for one address. */
export const questionHandlers: Record<'getVariantQuestions' | 'postVariantQuestion' | 'getQuestion' | 'postQuestionAnswer', HttpResponseResolver> = {
  getVariantQuestions: ({ params }) => HttpResponse.json(questionList(productQuestions.map((item) => ({ ...item, variantId: Number(params.variantId) })))),
  postVariantQuestion: async ({ request, params }) => {
    const body = (await request.json()) as QuestionRequest;
    if (body.email === rateLimitedEmail) return problemResponse(429, { detail: 'Ai trimis multe întrebări într-un timp scurt. Încearcă din nou peste 15 minute.' });
    if ((body.text ?? '').length < 10) return badRequest('body.text', 'Întrebarea are cel puțin 10 caractere.');
    const asked: Question = { ...question({ id: 7800, answers: [] }), variantId: Number(params.variantId), text: body.text, authorName: body.authorName, createdAt: new Date().toISOString() };
    return HttpResponse.json(asked, { status: 201 });
  },
  getQuestion: ({ params }) => {
    const found = productQuestions.find((item) => item.id === Number(params.questionId));
    return found ? HttpResponse.json(found) : problemResponse(404, { detail: 'Întrebarea nu există.', field: 'path.questionId' });
  },
  postQuestionAnswer: async ({ request, params }) => {
    const body = (await request.json()) as AnswerRequest;
    const answer: Answer = { id: 9200, questionId: Number(params.questionId), text: body.text, authorName: body.authorName, authorType: 'customer', createdAt: new Date().toISOString() };
    return HttpResponse.json(answer, { status: 201 });
  },
};
