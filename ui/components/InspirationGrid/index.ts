export { InspirationGrid, type InspirationGridProps } from './InspirationGrid';
