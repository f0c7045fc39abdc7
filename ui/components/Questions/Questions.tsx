import type { Answer, Question } from '#generated/main-api/types.gen';
import { formatCountOf, formatDate } from '../../lib/format';
import * as styles from './Questions.css';

/** „1 întrebare”, „3 întrebări”, „20 de întrebări”. */
export const questionNoun = { one: 'întrebare', other: 'întrebări' };
/** „1 răspuns”, „2 răspunsuri”, „20 de răspunsuri”. */
export const answerNoun = { one: 'răspuns', other: 'răspunsuri' };

/** Who signed an answer, for those who answer in a role: the selling shop, or the Cuib team. */
const badges: Partial<Record<Answer['authorType'], string>> = { eshop: 'Magazinul', cuib: 'Echipa Cuib' };

/** One answer: who wrote it (with the shop's or the team's badge), when, and what. */
export function AnswerItem({ answer }: { answer: Answer }) {
  const badge = badges[answer.authorType];
  return (
    <li className={styles.answer}>
      <p className={styles.answerHead}>
        <span className={styles.author}>{answer.authorName}</span>
        {badge && <span className={styles.badge[answer.authorType as 'eshop' | 'cuib']}>{badge}</span>}
        <span className={styles.meta}>
          <time dateTime={answer.createdAt}>{formatDate(answer.createdAt)}</time>
        </span>
      </p>
      <p className={styles.answerText}>{answer.text}</p>
    </li>
  );
}

export interface QuestionItemProps {
  /** The question, with its first answers and their count. */
  question: Question;
  /** Where one answers it (`/pqa/answer/{id}`); no link without it. @default undefined */
  answerHref?: string;
  /** The question's heading level in the page's outline. @default 3 */
  level?: 2 | 3;
}

/** A question, who asked it and when, its answers, and a link to answer it. */
export function QuestionItem({ question, answerHref, level = 3 }: QuestionItemProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.item}>
      <Heading className={styles.questionText}>{question.text}</Heading>
      <p className={styles.meta}>
        Întrebat de {question.authorName}, <time dateTime={question.createdAt}>{formatDate(question.createdAt)}</time> ·{' '}
        {question.answersCount > 0 ? formatCountOf(question.answersCount, answerNoun) : 'fără răspuns încă'}
      </p>
      {question.answers.length > 0 && (
        <ul className={styles.answers} aria-label={`Răspunsuri la „${question.text.length > 60 ? `${question.text.slice(0, 57)}…` : question.text}”`}>
          {question.answers.map((answer) => (
            <AnswerItem key={answer.id} answer={answer} />
          ))}
        </ul>
      )}
      {answerHref && (
        <div className={styles.links}>
          <a className={styles.link} href={answerHref}>
            Răspunde la întrebare
          </a>
        </div>
      )}
    </li>
  );
}

export interface QuestionsProps {
  /** The product's questions, in the order given. */
  questions: readonly Question[];
  /** Links each question to its answer page. @default false */
  answerLinks?: boolean;
  /** Said when there are none. @default 'Nu s-a pus încă nicio întrebare despre acest produs.' */
  emptyText?: string;
  /** The questions' heading level: 2 on a page of questions, 3 inside a product's section. @default 3 */
  level?: 2 | 3;
}

/**
 * Shoppers' questions about a product with their answers, newest first; answers of the shop and
 * of the Cuib team carry a badge. Drawn on the server: no JavaScript.
 */
export function Questions({ questions, answerLinks = false, emptyText = 'Nu s-a pus încă nicio întrebare despre acest produs.', level = 3 }: QuestionsProps) {
  if (questions.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.list}>
      {questions.map((question) => (
        <QuestionItem key={question.id} question={question} answerHref={answerLinks ? `/pqa/answer/${question.id}` : undefined} level={level} />
      ))}
    </ul>
  );
}
