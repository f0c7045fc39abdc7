export { ListingFilters, type ListingFiltersProps } from './ListingFilters';
