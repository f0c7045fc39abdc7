import type { Hono } from 'hono';
import type { OperationSpec } from '#generated/runtime';
import { backendApp } from '../http/app';
import { answerUnimplemented } from '../http/routes';

/** A backend whose contract is mounted but not implemented yet: each operation answers 501. */
export function pendingBackend(operations: readonly OperationSpec[]): Hono {
  const app = backendApp();
  answerUnimplemented(app, operations, new Set());
  return app;
}
