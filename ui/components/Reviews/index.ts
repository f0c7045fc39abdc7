export { ReviewItem } from './ReviewItem';
export { ReviewsOverview } from './ReviewsOverview';
export { RatingBreakdown } from './RatingBreakdown';
