export { ModerationQueue, type ModerationQueueProps } from './ModerationQueue';
