import { Hono } from 'hono';
import { onError, onNotFound } from './problem';

/** A backend's Hono app: unknown paths and unexpected errors answer as problem+json, never a stack trace. */
export function backendApp(): Hono {
  const app = new Hono();
  app.onError(onError);
  app.notFound(onNotFound);
  return app;
}
