export { AnswerForm, type AnswerFormProps, type AnswerOutcome } from './AnswerForm';
