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
import { db } from '../../context';
import { isAdmin, sessionOf } from '../../http/identity';
import { notFound } from '../../http/problem';
import { validate } from '../../http/validate';
import { siteOrigin } from '../../jobs';
import { outboxRepository } from '../../repositories/outbox';

interface QuestionRow {
  id: number;
  variant_id: number;
  text: string;
  author_name: string;
  email: string;
  created_at: string;
}
interface AnswerRow {
  id: number;
  question_id: number;
  text: string;
  author_name: string;
  author_type: Answer['authorType'];
  created_at: string;
}

const toAnswer = (row: AnswerRow): Answer => ({
  id: row.id,
  questionId: row.question_id,
  text: row.text,
  authorName: row.author_name,
  authorType: row.author_type,
  createdAt: row.created_at,
});

function toQuestion(row: QuestionRow): Question {
  const answers = (db().prepare('SELECT * FROM answers WHERE question_id = ? ORDER BY created_at, id').all(row.id) as unknown as AnswerRow[]).map(toAnswer);
  return { id: row.id, variantId: row.variant_id, text: row.text, authorName: row.author_name, createdAt: row.created_at, answersCount: answers.length, answers };
}

const questionById = (id: number) => db().prepare('SELECT * FROM questions WHERE id = ?').get(id) as QuestionRow | undefined;
const productOf = (variantId: number) => (db().prepare('SELECT product_id FROM variants WHERE id = ?').get(variantId) as { product_id: number } | undefined)?.product_id;

/** Questions and answers: asked on an offer, shown on every offer of the same product. */
export function registerQuestionRoutes(app: Hono): void {
  app.get('/api/v2/variant/:variantId/questions', async (c) => {
    const input = await validate(c, { path: zGetVariantQuestionsPath, query: zGetVariantQuestionsQuery });
    if (input instanceof Response) return input;
    const productId = productOf(input.path.variantId);
    if (productId === undefined) return notFound(`Nu există produsul ${input.path.variantId}.`, 'path.variantId');
    const { page = 1, pageSize = 24 } = input.query;
    const { count } = db().prepare('SELECT COUNT(*) AS count FROM questions WHERE product_id = ?').get(productId) as { count: number };
    const rows = db()
      .prepare('SELECT * FROM questions WHERE product_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(productId, pageSize, (page - 1) * pageSize) as unknown as QuestionRow[];
    return c.json({ questions: rows.map(toQuestion), pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(count / pageSize)), totalCount: count } });
  });

  app.post('/api/v2/variant/:variantId/questions', async (c) => {
    const input = await validate(c, { path: zPostVariantQuestionPath, body: zPostVariantQuestionBody });
    if (input instanceof Response) return input;
    const productId = productOf(input.path.variantId);
    if (productId === undefined) return notFound(`Nu există produsul ${input.path.variantId}.`, 'path.variantId');
    const { text, authorName, email } = input.body;
    const { id } = db()
      .prepare('INSERT INTO questions (product_id, variant_id, text, author_name, email, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
      .get(productId, input.path.variantId, text.trim(), authorName.trim(), email, new Date().toISOString()) as { id: number };
    // The shop is asked to answer at the page SPEC §2 names for it.
    const shop = db().prepare('SELECT e.name FROM variants v JOIN eshops e ON e.id = v.eshop_id WHERE v.id = ?').get(input.path.variantId) as { name: string };
    outboxRepository(db()).write(`intrebari@${shop.name.toLowerCase().replace(/[^a-z]+/g, '')}.ro`, 'Ai o întrebare nouă pe Cuib', `„${text}”\n\nRăspunde: ${siteOrigin()}/pqa/answer/${id}`);
    return c.json(toQuestion(questionById(id)!), 201);
  });

  app.get('/api/v2/questions/:questionId', async (c) => {
    const input = await validate(c, { path: zGetQuestionPath });
    if (input instanceof Response) return input;
    const row = questionById(input.path.questionId);
    if (!row) return notFound('Întrebarea nu există.', 'path.questionId');
    return c.json(toQuestion(row));
  });

  app.post('/api/v2/questions/:questionId/answers', async (c) => {
    const input = await validate(c, { path: zPostQuestionAnswerPath, body: zPostQuestionAnswerBody });
    if (input instanceof Response) return input;
    const question = questionById(input.path.questionId);
    if (!question) return notFound('Întrebarea nu există.', 'path.questionId');
    const user = await sessionOf(c);
    const authorType: Answer['authorType'] = user && isAdmin(user) ? 'cuib' : user?.eshop ? 'eshop' : 'customer';
    const row = db()
      .prepare('INSERT INTO answers (question_id, text, author_name, author_type, created_at) VALUES (?, ?, ?, ?, ?) RETURNING *')
      .get(question.id, input.body.text.trim(), input.body.authorName.trim(), authorType, new Date().toISOString()) as unknown as AnswerRow;
    outboxRepository(db()).write(question.email, 'Ai primit un răspuns pe Cuib', `La întrebarea „${question.text}”:\n\n„${row.text}” — ${row.author_name}`);
    return c.json(toAnswer(row), 201);
  });
}
