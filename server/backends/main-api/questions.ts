import type { Hono } from 'hono';
import type { Answer, Question } from '#generated/main-api/types.gen';
import {
  zGetQuestionPath,
  zGetVariantQuestionsPath,
  zGetVariantQuestionsQuery,
  zPostQuestionAnswerBody,
  zPostQuestionAnswerPath,
  zPostVariantQuestionBody,
  zPostVariantQuestionPath,
} from '#generated/main-api/zod.gen';
import { fixedWindow } from '../../auth/rate-limit';
import { store } from '../../context';
import { clientOf } from '../../http/client';
import { isAdmin, sessionOf } from '../../http/identity';
import { notFound, tooManyRequests } from '../../http/problem';
import { validate } from '../../http/validate';
import { sendMail } from '../../mail/mailer';
import { answerToAsker, questionToShop } from '../../mail/messages';
import { type AnswerRow, questionRepository, type QuestionRow } from '../../repositories/questions';

const questions = () => questionRepository(store());

/** Questions and answers posted by one client (each may e-mail a shop or an asker once published). */
const postsPerClient = fixedWindow('questions-client', { limit: 10, windowMs: 15 * 60_000 });

const toAnswer = (row: AnswerRow): Answer => ({
  id: row.id,
  questionId: row.question_id,
  text: row.text,
  authorName: row.author_name,
  authorType: row.author_type,
  createdAt: row.created_at,
});

async function toQuestion(row: QuestionRow): Promise<Question> {
  const answers = (await questions().publishedAnswers(row.id)).map(toAnswer);
  return { id: row.id, variantId: row.variant_id, text: row.text, authorName: row.author_name, createdAt: row.created_at, answersCount: answers.length, answers };
}

/** The asker is told of an answer once it is published. */
const tellAsker = (question: QuestionRow, answer: AnswerRow) => sendMail(answerToAsker(question.email, question.text, answer.text, answer.author_name));

/** The shop is asked to answer at the page SPEC §2 names for it. */
const askShop = async (question: QuestionRow) =>
  sendMail(questionToShop(`intrebari@${await questions().shopDomainOf(question.variant_id)}`, question.text, question.id));

/**
 * Staff approve a question shoppers asked: it is shown from now on, and the shop is asked to
 * answer it. False when no question with that id was waiting.
 */
export async function approveQuestion(id: number): Promise<boolean> {
  const question = await questions().publishQuestion(id);
  if (question) await askShop(question);
  return question !== undefined;
}

/** Staff approve a shopper's answer: shown from now on, and the asker is told. */
export async function approveAnswer(id: number): Promise<boolean> {
  const answer = await questions().publishAnswer(id);
  const question = answer && (await questions().byId(answer.question_id));
  if (answer && question) await tellAsker(question, answer);
  return answer !== undefined;
}

/**
 * Questions and answers: asked on an offer, shown on every offer of the same product once
 * published. Anyone can post, so shoppers' posts wait for staff (spam, insults, shops' e-mail
 * inboxes); answers by staff and by shops (signed in with an eshop token) are published at once.
 */
export function registerQuestionRoutes(app: Hono): void {
  app.get('/api/v2/variant/:variantId/questions', async (c) => {
    const input = await validate(c, { path: zGetVariantQuestionsPath, query: zGetVariantQuestionsQuery });
    if (input instanceof Response) return input;
    const productId = await questions().productOf(input.path.variantId);
    if (productId === undefined) return notFound(`Nu există produsul ${input.path.variantId}.`, 'path.variantId');
    const { page = 1, pageSize = 24 } = input.query;
    const { rows, count } = await questions().publishedPage(productId, page, pageSize);
    const asked: Question[] = [];
    for (const row of rows) asked.push(await toQuestion(row));
    return c.json({ questions: asked, pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(count / pageSize)), totalCount: count } });
  });

  app.post('/api/v2/variant/:variantId/questions', async (c) => {
    const input = await validate(c, { path: zPostVariantQuestionPath, body: zPostVariantQuestionBody });
    if (input instanceof Response) return input;
    const productId = await questions().productOf(input.path.variantId);
    if (productId === undefined) return notFound(`Nu există produsul ${input.path.variantId}.`, 'path.variantId');
    const wait = await postsPerClient.take(clientOf(c));
    if (wait > 0) return tooManyRequests(wait, `Ai trimis multe întrebări într-un timp scurt. Încearcă din nou peste câteva minute.`);
    const { text, authorName, email } = input.body;
    const question = await questions().addQuestion({ productId, variantId: input.path.variantId, text: text.trim(), authorName: authorName.trim(), email, status: 'pending' });
    return c.json(await toQuestion(question), 201);
  });

  app.get('/api/v2/questions/:questionId', async (c) => {
    const input = await validate(c, { path: zGetQuestionPath });
    if (input instanceof Response) return input;
    const row = await questions().publishedById(input.path.questionId);
    if (!row) return notFound('Întrebarea nu există.', 'path.questionId');
    return c.json(await toQuestion(row));
  });

  app.post('/api/v2/questions/:questionId/answers', async (c) => {
    const input = await validate(c, { path: zPostQuestionAnswerPath, body: zPostQuestionAnswerBody });
    if (input instanceof Response) return input;
    const question = await questions().publishedById(input.path.questionId);
    if (!question) return notFound('Întrebarea nu există.', 'path.questionId');
    const wait = await postsPerClient.take(clientOf(c));
    if (wait > 0) return tooManyRequests(wait, `Ai trimis multe răspunsuri într-un timp scurt. Încearcă din nou peste câteva minute.`);
    const user = await sessionOf(c);
    const authorType: Answer['authorType'] = user && isAdmin(user) ? 'cuib' : user?.eshop ? 'eshop' : 'customer';
    const answer = await questions().addAnswer({
      questionId: question.id,
      text: input.body.text.trim(),
      authorName: input.body.authorName.trim(),
      authorType,
      status: authorType === 'customer' ? 'pending' : 'published',
    });
    if (answer.status === 'published') tellAsker(question, answer);
    return c.json(toAnswer(answer), 201);
  });
}
