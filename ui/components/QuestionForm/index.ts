export { QuestionForm, type QuestionFormProps, QuestionSentNotice } from './QuestionForm';
export { PlainField, type PlainFieldProps } from './PlainField';
export { answerMessages, checkFields, limits, questionMessages } from './messages';
export { usePostForm } from './use-post-form';
