export { ReviewForm, type ReviewFormProps, type ReviewFormState } from './ReviewForm';
export { minTextLength, reviewMessages } from './messages';
