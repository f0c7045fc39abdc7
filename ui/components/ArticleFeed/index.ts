export { ArticleCategories, type ArticleCategoriesProps } from './ArticleCategories';
export { ArticleFeed, type ArticleFeedProps } from './ArticleFeed';
