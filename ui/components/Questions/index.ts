export { AnswerItem, answerNoun, QuestionItem, type QuestionItemProps, questionNoun, Questions, type QuestionsProps } from './Questions';
