export { WatchConfirmation, type WatchConfirmationProps, type WatchConfirmationState, watchConfirmationStates } from './WatchConfirmation';
