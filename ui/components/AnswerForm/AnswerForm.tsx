'use client';

import type { Answer } from '#generated/main-api/types.gen';
import type { MutationFormState } from '../../lib/use-mutation-form';
import { sameOrigin } from '../../lib/same-origin';
import { PlainButton } from '../Button/PlainButton';
import { AnswerItem } from '../Questions/Questions';
import { PlainField } from '../QuestionForm/PlainField';
import * as styles from '../QuestionForm/QuestionForm.css';
import * as listStyles from '../Questions/Questions.css';
import { usePostForm } from '../QuestionForm/use-post-form';

/** What the page says once an answer is taken: published at once (a shop, the team) or after moderation. */
export type AnswerOutcome = 'published' | 'pending';

export interface AnswerFormProps {
  /** The question being answered. */
  questionId: number;
  /** Where the form posts without JavaScript. @default `/pqa/answer/{questionId}` */
  action?: string;
  /** What the server kept after refusing the form posted without JavaScript. @default undefined */
  initial?: MutationFormState;
  /** The server took the answer (posted without JavaScript). @default undefined */
  outcome?: AnswerOutcome;
  /**
   * The signed-in shop's name: its answer is published at once, with the shop's badge, and the
   * name is filled in. @default undefined
   */
  shopName?: string;
}

const outcomeText: Record<AnswerOutcome, string> = {
  published: 'Mulțumim! Răspunsul tău a fost publicat și cel care a întrebat a primit un e-mail.',
  pending: 'Mulțumim! Răspunsul tău apare pe pagină după ce îl verificăm, iar cel care a întrebat primește atunci un e-mail.',
};

/**
 * „Răspunde”: name and answer. A shop signed in with its account answers at once, with its badge;
 * shoppers' answers wait for moderation, and the form says so. A plain post to the answer page
 * without JavaScript; with it, sent in place.
 */
export function AnswerForm({ questionId, action = `/pqa/answer/${questionId}`, initial, outcome, shopName }: AnswerFormProps) {
  const { formRef, noticeRef, state, pending, sent, submit, edited, again } = usePostForm<Answer>({
    kind: 'answer',
    initial,
    send: async (values) => {
      // TanStack Query and the client load with the first answer, not with the page.
      const [{ mutateThroughClient }, { postQuestionAnswerMutation }] = await Promise.all([import('../../lib/query-calls'), import('#generated/main-api/@tanstack/react-query.gen')]);
      const body = { text: values.text!.trim(), authorName: values.authorName!.trim() };
      return mutateThroughClient(postQuestionAnswerMutation(sameOrigin()), { path: { questionId }, body });
    },
  });
  const fields = state.fields ?? {};
  const values = state.values ?? {};
  const taken: AnswerOutcome | undefined = sent ? (sent.answer.authorType === 'customer' ? 'pending' : 'published') : outcome;

  if (taken)
    return (
      <section className={styles.form} aria-labelledby="raspuns-titlu">
        <h2 id="raspuns-titlu" className={styles.title}>
          {taken === 'published' ? 'Răspunsul tău a fost publicat' : 'Răspunsul tău a fost trimis'}
        </h2>
        <p ref={noticeRef} className={styles.notice} role="status" tabIndex={-1}>
          {outcomeText[taken]}
        </p>
        {sent && taken === 'published' && (
          <ul className={listStyles.answers} aria-label="Răspunsul tău">
            <AnswerItem answer={sent.answer} />
          </ul>
        )}
        <div className={styles.actions}>
          {sent ? (
            <PlainButton variant="secondary" onClick={again}>
              Scrie alt răspuns
            </PlainButton>
          ) : (
            <a href={`${action}#raspunde`}>Scrie alt răspuns</a>
          )}
        </div>
      </section>
    );

  return (
    <form ref={formRef} id="raspunde" className={styles.form} method="post" action={`${action}#raspunde`} noValidate onSubmit={submit} onInput={edited} aria-labelledby="raspunde-titlu">
      <h2 id="raspunde-titlu" className={styles.title}>
        Răspunde
      </h2>
      <p className={styles.intro}>
        {shopName
          ? `Răspunzi ca ${shopName}: răspunsul apare imediat, cu eticheta „Magazinul”.`
          : 'Ai produsul sau îl cunoști bine? Răspunsul tău apare după ce îl verificăm.'}
      </p>
      <PlainField idPrefix="raspuns" name="authorName" label="Numele tău" autoComplete="name" maxLength={60} defaultValue={values.authorName ?? shopName} error={fields.authorName} />
      <PlainField idPrefix="raspuns" name="text" label="Răspunsul tău" multiline maxLength={2000} hint="Între 2 și 2.000 de caractere." defaultValue={values.text} error={fields.text} />
      {state.form && (
        <p className={styles.formError} role="alert" tabIndex={-1} data-form-error="">
          {state.form}
        </p>
      )}
      <div className={styles.actions}>
        <PlainButton type="submit" pending={pending}>
          Trimite răspunsul
        </PlainButton>
      </div>
    </form>
  );
}
