export { QuestionForm, type QuestionFormProps, QuestionSentNotice } from './QuestionForm';
export { PlainField, type PlainFieldProps } from './PlainField';
export { PostedQuestionForm, type PostedQuestionFormProps, QuestionFields } from './QuestionFields';
export { answerMessages, checkFields, limits, questionMessages } from './messages';
export { usePostForm } from './use-post-form';
