export { ArticleCard, type ArticleCardProps } from './ArticleCard';
