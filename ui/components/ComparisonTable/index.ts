export { ComparisonTable } from './ComparisonTable';
export { ComparisonGrid, type ComparisonGridProps } from './ComparisonGrid';
