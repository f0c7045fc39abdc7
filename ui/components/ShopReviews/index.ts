export { ShopReviews, type ShopReviewsProps } from './ShopReviews';
