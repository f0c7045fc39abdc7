import { Hono } from 'hono';
import type { OperationSpec } from '#generated/runtime';
import { onError, onNotFound } from '../http/problem';
import { answerUnimplemented } from '../http/routes';

/** A backend whose contract is mounted but not implemented yet: each operation answers 501. */
export function pendingBackend(operations: readonly OperationSpec[]): Hono {
  const app = new Hono();
  app.onError(onError);
  app.notFound(onNotFound);
  answerUnimplemented(app, operations, new Set());
  return app;
}
