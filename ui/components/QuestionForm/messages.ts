import { invalidEmailMessage } from '../FormFields/messages';

/** The contract's limits (`QuestionRequest`, `AnswerRequest`). */
export const limits = {
  question: { text: [10, 1000], authorName: [2, 60] },
  answer: { text: [2, 2000], authorName: [2, 60] },
} as const;

/** What each field of the question form says when the backend (or the browser) refuses it. */
export const questionMessages = {
  text: 'Scrie întrebarea: între 10 și 1.000 de caractere.',
  authorName: 'Scrie-ți numele: între 2 și 60 de caractere.',
  email: invalidEmailMessage,
};

/** What each field of the answer form says when it is refused. */
export const answerMessages = {
  text: 'Scrie răspunsul: între 2 și 2.000 de caractere.',
  authorName: 'Scrie-ți numele: între 2 și 60 de caractere.',
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same checks as the contract, run in the browser first so a slip is told at once. */
export function checkFields(kind: 'question' | 'answer', values: Record<string, string>): Record<string, string> {
  const messages: Record<string, string> = kind === 'question' ? questionMessages : answerMessages;
  const errors: Record<string, string> = {};
  for (const [name, [min, max]] of Object.entries(limits[kind])) {
    const length = (values[name] ?? '').trim().length;
    if (length < min || length > max) errors[name] = messages[name]!;
  }
  if (kind === 'question' && !emailPattern.test((values.email ?? '').trim())) errors.email = questionMessages.email;
  return errors;
}
