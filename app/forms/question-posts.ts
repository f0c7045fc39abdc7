import { postQuestionAnswer, postVariantQuestion } from '#generated/main-api/sdk.gen';
import { ResponseError } from '#generated/runtime';
import { answerMessages, questionMessages } from '#ui/components/QuestionForm/messages';
import { formErrors, keptValues } from '#ui/lib/form-errors';
import { type FormOutcome, type FormRoute, mainApi, submit, text } from './submit';

/** The form drawn again with the backend's messages and what was typed. */
async function refused(name: string, fields: URLSearchParams, messages: Record<string, string>, error: unknown): Promise<FormOutcome> {
  const { fields: fieldErrors, form } = await formErrors(error, messages);
  const status = error instanceof ResponseError && error.response.status < 500 ? error.response.status : 503;
  return { render: { name, status, values: keptValues(fields), fields: fieldErrors, form } };
}

/** The question and answer forms, posted without JavaScript to the questions and answer pages. */
export const questionPosts: FormRoute[] = [
  {
    pattern: /^\/product\/(\d{1,12})\/questions$/,
    handle: ({ fields, cookie, params: [variantId] }) =>
      submit(
        'question',
        fields,
        questionMessages,
        () =>
          postVariantQuestion({
            ...mainApi(cookie),
            path: { variantId: Number(variantId) },
            body: { text: text(fields, 'text'), authorName: text(fields, 'authorName'), email: text(fields, 'email') },
          }),
        `/product/${variantId}/questions?intrebare=trimisa#intrebare`,
      ),
  },
  {
    pattern: /^\/pqa\/answer\/(\d{1,12})$/,
    // Where the shopper lands depends on the answer: a shop's is published at once, a shopper's waits.
    handle: async ({ fields, cookie, params: [questionId] }) => {
      try {
        const { data } = await postQuestionAnswer({
          ...mainApi(cookie),
          path: { questionId: Number(questionId) },
          body: { text: text(fields, 'text'), authorName: text(fields, 'authorName') },
        });
        return { redirect: `/pqa/answer/${questionId}?raspuns=${data.authorType === 'customer' ? 'trimis' : 'publicat'}#raspuns-titlu`, cookies: [] };
      } catch (error) {
        return refused('answer', fields, answerMessages, error);
      }
    },
  },
];
