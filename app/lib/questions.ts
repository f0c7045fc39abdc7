import { getQuestion } from '#generated/main-api/sdk.gen';
import type { Question } from '#generated/main-api/types.gen';
import { middleware } from '#generated/main-api/runtime.gen';
import { ResponseError } from '#generated/runtime';
import { backendOptions } from './backend';

/**
 * A published question with its answers, for its answer page; null when there is none with that
 * id (unknown, or still waiting for moderation) or the id is refused (400): the page is a 404.
 */
export async function publishedQuestion(questionId: number): Promise<Question | null> {
  try {
    return (await getQuestion({ ...backendOptions('main-api', middleware), path: { questionId } })).data;
  } catch (error) {
    if (error instanceof ResponseError && (error.response.status === 404 || error.response.status === 400)) return null;
    throw error;
  }
}

/** `?intrebare=trimisa` on the questions page: the question posted without JavaScript was taken. */
export const questionSentParam = ['intrebare', 'trimisa'] as const;

/** `?raspuns=publicat|trimis` on the answer page: the answer posted without JavaScript was taken. */
export const answerOutcomeParam = 'raspuns';
export const answerOutcomes = { publicat: 'published', trimis: 'pending' } as const;
