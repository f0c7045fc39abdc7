export { InspirationFilters, type InspirationFiltersProps } from './InspirationFilters';
