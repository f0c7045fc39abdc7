'use client';

import type { Ref } from 'react';
import type { MutationFormState } from '../../lib/use-mutation-form';
import { sameOrigin } from '../../lib/same-origin';
import { PlainButton } from '../Button/PlainButton';
import { QuestionFields } from './QuestionFields';
import * as styles from './QuestionForm.css';
import { usePostForm } from './use-post-form';

export interface QuestionFormProps {
  /** The product asked about. */
  variantId: number;
  /** Where the form posts without JavaScript. @default `/product/{variantId}/questions` */
  action?: string;
  /** What the server kept after refusing the form posted without JavaScript. @default undefined */
  initial?: MutationFormState;
  /** The server took the question (posted without JavaScript): the notice instead of the form. @default false */
  sent?: boolean;
  /** The title's level in the page's outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Prefix of the fields' ids, unique on the page. @default 'intrebare' */
  idPrefix?: string;
}

/** What happens next, said once the question is taken. */
export function QuestionSentNotice({ email, noticeRef }: { email?: string; noticeRef?: Ref<HTMLParagraphElement> }) {
  return (
    <p ref={noticeRef} className={styles.notice} role="status" tabIndex={-1}>
      Mulțumim! Întrebarea ta apare pe pagină după ce o verificăm (de obicei în aceeași zi). Răspunsurile magazinului și ale altor cumpărători ți le trimitem pe
      e-mail{email ? ` la ${email}` : ''}.
    </p>
  );
}

/**
 * „Pune o întrebare”: name, e-mail and the question, checked against the contract's limits with
 * Romanian messages beside the fields. Without JavaScript it posts to the questions page, which
 * draws it again with the messages or says it was sent; with JavaScript it sends in place.
 */
export function QuestionForm({ variantId, action = `/product/${variantId}/questions`, initial, sent: sentByServer = false, headingLevel = 2, idPrefix = 'intrebare' }: QuestionFormProps) {
  const { formRef, noticeRef, state, pending, sent, submit, edited, again } = usePostForm({
    kind: 'question',
    initial,
    send: async (values) => {
      // The client loads with the first question, not with the page.
      const [{ mutateThroughClient }, { postVariantQuestionMutation }] = await Promise.all([import('../../lib/query-calls'), import('#generated/main-api/@tanstack/react-query.gen')]);
      const body = { text: values.text!.trim(), authorName: values.authorName!.trim(), email: values.email!.trim() };
      return mutateThroughClient(postVariantQuestionMutation(sameOrigin()), { path: { variantId }, body });
    },
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `${idPrefix}-titlu`;
  const fields = state.fields ?? {};
  const values = state.values ?? {};

  if (sent || sentByServer)
    return (
      <section className={styles.form} aria-labelledby={titleId}>
        <Heading id={titleId} className={styles.title}>
          Întrebarea ta a fost trimisă
        </Heading>
        <QuestionSentNotice email={sent?.values.email} noticeRef={noticeRef} />
        <div className={styles.actions}>
          {sent ? (
            <PlainButton variant="secondary" onClick={again}>
              Pune încă o întrebare
            </PlainButton>
          ) : (
            <a href={`${action}#${idPrefix}`}>Pune încă o întrebare</a>
          )}
        </div>
      </section>
    );

  return (
    <form
      ref={formRef}
      id={idPrefix}
      className={styles.form}
      method="post"
      action={`${action}#${idPrefix}`}
      noValidate
      onSubmit={submit}
      onInput={edited}
      aria-labelledby={titleId}
    >
      <QuestionFields idPrefix={idPrefix} headingLevel={headingLevel} values={values} fields={fields} formError={state.form} pending={pending} />
    </form>
  );
}
