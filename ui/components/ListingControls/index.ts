export { ActiveFilters, activeFilterChips } from './ActiveFilters';
export { EmptyResults } from './EmptyResults';
export { Pager } from './Pager';
export { PromptChips } from './PromptChips';
export { SortLinks } from './SortLinks';
export { ViewSwitch } from './ViewSwitch';
export { InPlaceListing } from './InPlaceListing';
