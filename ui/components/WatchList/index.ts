export { WatchList, type WatchListProps } from './WatchList';
export { statusLabels, watchTarget } from './watch-text';
