export { InspirationCard, type InspirationCardProps } from './InspirationCard';
export { inspirationHref, inspirationNoun, inspirationSummary, type InspirationSummary } from './summary';
