export { ComparisonTable } from './ComparisonTable';
