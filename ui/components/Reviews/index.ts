export { ReviewItem } from './ReviewItem';
export { ReviewsOverview } from './ReviewsOverview';
