export { ReviewsModalHost } from './ReviewsModalHost';
