import type { HttpHandler } from 'msw';
import { imageHandlers } from './images';
import { likesHandlers } from './likes';
import { mainApiHandlers } from './main-api';
import {
  adminDataHandlers,
  clickthroughHandlers,
  featuresHandlers,
  impressionsHandlers,
  searchHandlers,
} from './small-backends';
import { watchdogHandlers } from './watchdog';

/** Handlers of every backend, keyed by backend and operationId, so one can be swapped. */
export const handlers = {
  mainApi: mainApiHandlers,
  likes: likesHandlers,
  watchdog: watchdogHandlers,
  adminData: adminDataHandlers,
  search: searchHandlers,
  impressions: impressionsHandlers,
  features: featuresHandlers,
  clickthrough: clickthroughHandlers,
  images: imageHandlers,
};

/** Every handler as a list, for `setupServer(...)` or Storybook's `msw.use(...)`. */
export function allHandlers(): HttpHandler[] {
  return Object.values(handlers).flatMap((group) => Object.values(group) as HttpHandler[]);
}
