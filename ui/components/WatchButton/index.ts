export { WatchButton, type WatchButtonProps } from './WatchButton';
export { type WatchButtonLabel, watchButtonLabels } from './watch-state';
