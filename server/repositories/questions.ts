import type { Answer } from '#generated/main-api/types.gen';
import type { Store } from '../db/store';

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
export function questionRepository(store: Store) {
  const questions = () => store.selectFrom('questions').selectAll().$narrowType<{ status: ModerationStatus }>();
  const answers = () => store.selectFrom('answers').selectAll().$narrowType<{ status: ModerationStatus; author_type: Answer['authorType'] }>();
  const shop = (variantId: number) => store.selectFrom('variants as v').innerJoin('eshops as e', 'e.id', 'v.eshop_id').where('v.id', '=', variantId);
  return {
    productOf: async (variantId: number) => (await store.selectFrom('variants').select('product_id').where('id', '=', variantId).executeTakeFirst())?.product_id,
    /** The name of the shop that sells the variant. */
    shopOf: async (variantId: number) => (await shop(variantId).select('e.name').executeTakeFirstOrThrow()).name,
    /** The web domain of the shop that sells the variant (its questions inbox is there). */
    shopDomainOf: async (variantId: number) => (await shop(variantId).select('e.domain').executeTakeFirstOrThrow()).domain,
    /**
     * How many published questions of each variant's product have a published answer (the likes
     * state's `answers_count`); variants without any are left out.
     */
    async answeredCounts(variantIds: readonly number[]): Promise<Map<number, number>> {
      if (variantIds.length === 0) return new Map();
      const rows = await store
        .selectFrom('variants as v')
        .innerJoin('questions as q', (join) => join.onRef('q.product_id', '=', 'v.product_id').on('q.status', '=', 'published'))
        .innerJoin('answers as a', (join) => join.onRef('a.question_id', '=', 'q.id').on('a.status', '=', 'published'))
        .select((eb) => ['v.id as variant_id', eb.fn.count<number>('q.id').distinct().as('count')])
        .where('v.id', 'in', [...variantIds])
        .groupBy('v.id')
        .execute();
      return new Map(rows.map((row) => [row.variant_id, Number(row.count)]));
    },
    byId: (id: number): Promise<QuestionRow | undefined> => questions().where('id', '=', id).executeTakeFirst(),
    publishedById: (id: number): Promise<QuestionRow | undefined> => questions().where('id', '=', id).where('status', '=', 'published').executeTakeFirst(),
    publishedAnswers: (questionId: number): Promise<AnswerRow[]> =>
      answers().where('question_id', '=', questionId).where('status', '=', 'published').orderBy('created_at').orderBy('id').execute(),
    /** One page of a product's published questions, newest first, and how many there are. */
    async publishedPage(productId: number, page: number, pageSize: number): Promise<{ rows: QuestionRow[]; count: number }> {
      const { count } = await store
        .selectFrom('questions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('product_id', '=', productId)
        .where('status', '=', 'published')
        .executeTakeFirstOrThrow();
      const rows = await questions()
        .where('product_id', '=', productId)
        .where('status', '=', 'published')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { rows, count: Number(count) };
    },
    async addQuestion(question: { productId: number; variantId: number; text: string; authorName: string; email: string; status: ModerationStatus }): Promise<QuestionRow> {
      return store
        .insertInto('questions')
        .values({
          product_id: question.productId,
          variant_id: question.variantId,
          text: question.text,
          author_name: question.authorName,
          email: question.email,
          status: question.status,
          created_at: new Date().toISOString(),
        })
        .returningAll()
        .$narrowType<{ status: ModerationStatus }>()
        .executeTakeFirstOrThrow();
    },
    async addAnswer(answer: { questionId: number; text: string; authorName: string; authorType: Answer['authorType']; status: ModerationStatus }): Promise<AnswerRow> {
      return store
        .insertInto('answers')
        .values({
          question_id: answer.questionId,
          text: answer.text,
          author_name: answer.authorName,
          author_type: answer.authorType,
          status: answer.status,
          created_at: new Date().toISOString(),
        })
        .returningAll()
        .$narrowType<{ status: ModerationStatus; author_type: Answer['authorType'] }>()
        .executeTakeFirstOrThrow();
    },
    /** Publishes a pending question; undefined when there is none with that id waiting. */
    publishQuestion: (id: number): Promise<QuestionRow | undefined> =>
      store
        .updateTable('questions')
        .set({ status: 'published' })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .$narrowType<{ status: ModerationStatus }>()
        .executeTakeFirst(),
    publishAnswer: (id: number): Promise<AnswerRow | undefined> =>
      store
        .updateTable('answers')
        .set({ status: 'published' })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .$narrowType<{ status: ModerationStatus; author_type: Answer['authorType'] }>()
        .executeTakeFirst(),
    pendingQuestions: (): Promise<QuestionRow[]> => questions().where('status', '=', 'pending').orderBy('id').execute(),
    pendingAnswers: (): Promise<AnswerRow[]> => answers().where('status', '=', 'pending').orderBy('id').execute(),
    /**
     * Staff reject a pending question: it is deleted with any answers it was given (the status may
     * only be pending or published), in one transaction. False when none with that id was waiting.
     */
    rejectQuestion: (id: number): Promise<boolean> =>
      store.transaction().execute(async (trx) => {
        // Its answers go first (they refer to it); the question's row stays locked until the end, so
        // it cannot be published in between.
        const waiting = await trx.updateTable('questions').set({ status: 'pending' }).where('id', '=', id).where('status', '=', 'pending').returning('id').executeTakeFirst();
        if (!waiting) return false;
        await trx.deleteFrom('answers').where('question_id', '=', id).execute();
        await trx.deleteFrom('questions').where('id', '=', id).execute();
        return true;
      }),
    /** Staff reject a pending answer: it is deleted. False when none with that id was waiting. */
    rejectAnswer: async (id: number): Promise<boolean> =>
      Number((await store.deleteFrom('answers').where('id', '=', id).where('status', '=', 'pending').executeTakeFirst()).numDeletedRows) > 0,
  };
}
