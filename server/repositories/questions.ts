import type { Answer } from '#generated/main-api/types.gen';
import type { Database } from '../db/database';

export type ModerationStatus = 'pending' | 'published';

export interface QuestionRow {
  id: number;
  product_id: number;
  variant_id: number;
  text: string;
  author_name: string;
  email: string;
  status: ModerationStatus;
  created_at: string;
}

export interface AnswerRow {
  id: number;
  question_id: number;
  text: string;
  author_name: string;
  author_type: Answer['authorType'];
  status: ModerationStatus;
  created_at: string;
}

/** Product questions and answers; only published ones are shown, staff publish the rest. */
export function questionRepository(db: Database) {
  return {
    productOf: (variantId: number) => (db.prepare('SELECT product_id FROM variants WHERE id = ?').get(variantId) as { product_id: number } | undefined)?.product_id,
    /** The name of the shop that sells the variant. */
    shopOf: (variantId: number) => (db.prepare('SELECT e.name FROM variants v JOIN eshops e ON e.id = v.eshop_id WHERE v.id = ?').get(variantId) as { name: string }).name,
    /** The web domain of the shop that sells the variant (its questions inbox is there). */
    shopDomainOf: (variantId: number) => (db.prepare('SELECT e.domain FROM variants v JOIN eshops e ON e.id = v.eshop_id WHERE v.id = ?').get(variantId) as { domain: string }).domain,
    /**
     * How many published questions of each variant's product have a published answer (the likes
     * state's `answers_count`); variants without any are left out.
     */
    answeredCounts(variantIds: readonly number[]): Map<number, number> {
      if (variantIds.length === 0) return new Map();
      const rows = db
        .prepare(
          `SELECT v.id AS variant_id, COUNT(DISTINCT q.id) AS count FROM variants v
           JOIN questions q ON q.product_id = v.product_id AND q.status = 'published'
           JOIN answers a ON a.question_id = q.id AND a.status = 'published'
           WHERE v.id IN (${variantIds.map(() => '?').join(', ')}) GROUP BY v.id`,
        )
        .all(...variantIds) as { variant_id: number; count: number }[];
      return new Map(rows.map((row) => [row.variant_id, row.count]));
    },
    byId: (id: number) => db.prepare('SELECT * FROM questions WHERE id = ?').get(id) as QuestionRow | undefined,
    publishedById: (id: number) => db.prepare("SELECT * FROM questions WHERE id = ? AND status = 'published'").get(id) as QuestionRow | undefined,
    publishedAnswers: (questionId: number) =>
      db.prepare("SELECT * FROM answers WHERE question_id = ? AND status = 'published' ORDER BY created_at, id").all(questionId) as unknown as AnswerRow[],
    /** One page of a product's published questions, newest first, and how many there are. */
    publishedPage(productId: number, page: number, pageSize: number): { rows: QuestionRow[]; count: number } {
      const { count } = db.prepare("SELECT COUNT(*) AS count FROM questions WHERE product_id = ? AND status = 'published'").get(productId) as { count: number };
      const rows = db
        .prepare("SELECT * FROM questions WHERE product_id = ? AND status = 'published' ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?")
        .all(productId, pageSize, (page - 1) * pageSize) as unknown as QuestionRow[];
      return { rows, count };
    },
    addQuestion(question: { productId: number; variantId: number; text: string; authorName: string; email: string; status: ModerationStatus }): QuestionRow {
      return db
        .prepare('INSERT INTO questions (product_id, variant_id, text, author_name, email, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *')
        .get(question.productId, question.variantId, question.text, question.authorName, question.email, question.status, new Date().toISOString()) as unknown as QuestionRow;
    },
    addAnswer(answer: { questionId: number; text: string; authorName: string; authorType: Answer['authorType']; status: ModerationStatus }): AnswerRow {
      return db
        .prepare('INSERT INTO answers (question_id, text, author_name, author_type, status, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *')
        .get(answer.questionId, answer.text, answer.authorName, answer.authorType, answer.status, new Date().toISOString()) as unknown as AnswerRow;
    },
    /** Publishes a pending question; undefined when there is none with that id waiting. */
    publishQuestion: (id: number) => db.prepare("UPDATE questions SET status = 'published' WHERE id = ? AND status = 'pending' RETURNING *").get(id) as QuestionRow | undefined,
    publishAnswer: (id: number) => db.prepare("UPDATE answers SET status = 'published' WHERE id = ? AND status = 'pending' RETURNING *").get(id) as AnswerRow | undefined,
    pendingQuestions: () => db.prepare("SELECT * FROM questions WHERE status = 'pending' ORDER BY id").all() as unknown as QuestionRow[],
    pendingAnswers: () => db.prepare("SELECT * FROM answers WHERE status = 'pending' ORDER BY id").all() as unknown as AnswerRow[],
    /**
     * Staff reject a pending question: it is deleted with any answers it was given (the status may
     * only be pending or published). False when none with that id was waiting.
     */
    rejectQuestion: (id: number) => {
      if (!db.prepare("SELECT 1 FROM questions WHERE id = ? AND status = 'pending'").get(id)) return false;
      db.prepare('DELETE FROM answers WHERE question_id = ?').run(id);
      return db.prepare("DELETE FROM questions WHERE id = ? AND status = 'pending'").run(id).changes > 0;
    },
    /** Staff reject a pending answer: it is deleted. False when none with that id was waiting. */
    rejectAnswer: (id: number) => db.prepare("DELETE FROM answers WHERE id = ? AND status = 'pending'").run(id).changes > 0,
  };
}
