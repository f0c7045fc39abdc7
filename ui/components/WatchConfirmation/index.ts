export { WatchConfirmation, type WatchConfirmationProps } from './WatchConfirmation';
