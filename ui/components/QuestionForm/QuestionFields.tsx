import { PlainButton } from '../Button/PlainButton';
import { PlainField } from './PlainField';
import * as styles from './QuestionForm.css';

export interface QuestionFieldsProps {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  /** The title's level in the page's outline. */
  headingLevel: 2 | 3;
  /** What was typed, kept after a refusal. @default {} */
  values?: Record<string, string>;
  /** The messages beside the fields. @default {} */
  fields?: Record<string, string>;
  /** The form's own message (rate limit, no connection). @default undefined */
  formError?: string;
  /** While the question is being sent. @default false */
  pending?: boolean;
}

/** The inside of the ask form: its title, the three fields with their messages, and the send button. */
export function QuestionFields({ idPrefix, headingLevel, values = {}, fields = {}, formError, pending = false }: QuestionFieldsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading id={`${idPrefix}-titlu`} className={styles.title}>
        Pune o întrebare
      </Heading>
      <p className={styles.intro}>Magazinul și cumpărătorii care au produsul îți răspund. Îți trimitem răspunsurile pe e-mail.</p>
      <PlainField idPrefix={idPrefix} name="text" label="Întrebarea ta" multiline maxLength={1000} hint="Între 10 și 1.000 de caractere." defaultValue={values.text} error={fields.text} />
      <PlainField idPrefix={idPrefix} name="authorName" label="Numele tău" autoComplete="given-name" maxLength={60} defaultValue={values.authorName} error={fields.authorName} />
      <PlainField
        idPrefix={idPrefix}
        name="email"
        type="email"
        label="E-mail"
        autoComplete="email"
        inputMode="email"
        maxLength={200}
        hint="Nu o afișăm pe site; pe această adresă îți trimitem răspunsurile."
        defaultValue={values.email}
        error={fields.email}
      />
      {formError && (
        <p className={styles.formError} role="alert" tabIndex={-1} data-form-error="">
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <PlainButton type="submit" pending={pending}>
          Trimite întrebarea
        </PlainButton>
      </div>
    </>
  );
}

export interface PostedQuestionFormProps {
  /** The product asked about. */
  variantId: number;
  /** The title's level in the page's outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Prefix of the fields' ids, unique on the page. @default 'intrebare' */
  idPrefix?: string;
}

/**
 * The ask form as plain HTML, for the product page: it posts to the questions page, which shows
 * the messages beside the fields or that the question was sent. No code of its own reaches the
 * browser, so the product page's first load stays within its budget; the questions page sends in
 * place (`QuestionForm`).
 */
export function PostedQuestionForm({ variantId, headingLevel = 2, idPrefix = 'intrebare' }: PostedQuestionFormProps) {
  const action = `/product/${variantId}/questions#${idPrefix}`;
  return (
    <form id={idPrefix} className={styles.form} method="post" action={action} noValidate aria-labelledby={`${idPrefix}-titlu`}>
      <QuestionFields idPrefix={idPrefix} headingLevel={headingLevel} />
    </form>
  );
}
