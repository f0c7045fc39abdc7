export { AiSearch, aiQueryMaxLength, type AiSearchProps, aiSummary } from './AiSearch';
