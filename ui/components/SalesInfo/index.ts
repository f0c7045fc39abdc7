export { SalesInfo, type SalesInfoProps } from './SalesInfo';
