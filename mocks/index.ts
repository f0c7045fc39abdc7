import type { HttpHandler } from 'msw';
import { imageHandlers } from './images';
import { mainApiHandlers } from './main-api';

/** Handlers of every backend, keyed by backend and operationId, so one can be swapped. */
export const handlers = {
  mainApi: mainApiHandlers,
  images: imageHandlers,
};

/** Every handler as a list, for `setupServer(...)` or Storybook's `msw.use(...)`. */
export function allHandlers(): HttpHandler[] {
  return Object.values(handlers).flatMap((group) => Object.values(group) as HttpHandler[]);
}
