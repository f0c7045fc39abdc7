import type { Context, Hono } from 'hono';
import type { ModerationItem, ModerationQueue, Review, VariantRef } from '#generated/main-api/types.gen';
import { zPostModerationDecisionBody, zPostModerationDecisionPath } from '#generated/main-api/zod.gen';
import { moderationChecks } from '#domain/moderation-checks';
import { store } from '../../context';
import { isAdmin, sessionOf } from '../../http/identity';
import { notFound, problem } from '../../http/problem';
import { validate } from '../../http/validate';
import { questionRepository } from '../../repositories/questions';
import { reviewRepository } from '../../repositories/reviews';
import { variantRepository } from '../../repositories/variants';
import { approveAnswer, approveQuestion } from './questions';
import { eshopOf } from './variant';

/** A 401 or 403 unless the request is staff's. */
export async function refusedUnlessStaff(c: Context, what = 'Moderarea'): Promise<Response | undefined> {
  const user = await sessionOf(c);
  if (!user) return problem(401, 'Autentifică-te cu contul tău din echipa Cuib.');
  if (!isAdmin(user)) return problem(403, `${what} este doar pentru echipa Cuib.`);
  return undefined;
}

async function variantRef(variantId: number): Promise<VariantRef | null> {
  const [row] = await variantRepository(store()).byIds([variantId]);
  return row ? { id: row.id, name: row.name, slug: row.slug } : null;
}

/** Everything shoppers wrote that waits for staff, oldest first. */
async function queue(): Promise<ModerationQueue> {
  const questions = questionRepository(store());
  const reviews: ModerationItem[] = (await reviewRepository(store()).pending()).map((row) => {
      const review = JSON.parse(row.review!) as Review;
      return {
        kind: 'review',
        id: row.ident,
        text: review.text.text,
        authorName: review.userNickName,
        createdAt: row.submitted_at!,
        flags: JSON.parse(row.flags) as ModerationItem['flags'],
        variant: review.variant,
        eshop: eshopOf(row),
        review,
      };
    });
  const asked: ModerationItem[] = await Promise.all(
    (await questions.pendingQuestions()).map(async (question): Promise<ModerationItem> => ({
      kind: 'question',
      id: String(question.id),
      text: question.text,
      authorName: question.author_name,
      createdAt: question.created_at,
      flags: moderationChecks(question.text, question.author_name),
      variant: await variantRef(question.variant_id),
      eshop: null,
      review: null,
    })),
  );
  const answered: ModerationItem[] = await Promise.all(
    (await questions.pendingAnswers()).map(async (answer): Promise<ModerationItem> => {
      const question = await questions.byId(answer.question_id);
      return {
        kind: 'answer',
        id: String(answer.id),
        text: answer.text,
        authorName: answer.author_name,
        createdAt: answer.created_at,
        flags: moderationChecks(answer.text, answer.author_name),
        variant: question ? await variantRef(question.variant_id) : null,
        eshop: null,
        review: null,
      };
    }),
  );
  return { items: [...reviews, ...asked, ...answered].sort((a, b) => a.createdAt.localeCompare(b.createdAt)) };
}

/** The staff's moderation queue and their decisions on reviews, questions and answers. */
export function registerModerationRoutes(app: Hono): void {
  app.get('/api/v2/moderation', async (c) => {
    const refused = await refusedUnlessStaff(c);
    if (refused) return refused;
    c.header('cache-control', 'private, no-store');
    return c.json(await queue());
  });

  app.post('/api/v2/moderation/:kind/:id', async (c) => {
    const input = await validate(c, { path: zPostModerationDecisionPath, body: zPostModerationDecisionBody });
    if (input instanceof Response) return input;
    const refused = await refusedUnlessStaff(c);
    if (refused) return refused;
    const { kind, id } = input.path;
    const approve = input.body.decision === 'approve';
    const numeric = Number(id);
    const questions = questionRepository(store());
    let decided: boolean;
    if (kind === 'review') decided = await reviewRepository(store()).decide(id, approve ? 'approved' : 'rejected', new Date().toISOString());
    else if (!Number.isInteger(numeric)) decided = false;
    else if (kind === 'question') decided = approve ? await approveQuestion(numeric) : await questions.rejectQuestion(numeric);
    else decided = approve ? await approveAnswer(numeric) : await questions.rejectAnswer(numeric);
    return decided ? c.body(null, 204) : notFound('Nu există nimic în așteptare cu acest id.', 'path.id');
  });
}
