import type { Hono } from 'hono';
import type { OperationSpec } from '#generated/runtime';
import { problem } from './problem';

/** `/api/v2/variant/{variantId}/deliveries` → `/api/v2/variant/:variantId/deliveries` (Hono's form). */
export const honoPath = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers every contract operation that `implemented` does not cover with a 501 problem, so an
 * unfinished operation says so instead of answering 404 as if the path did not exist.
 */
export function answerUnimplemented(app: Hono, operations: readonly OperationSpec[], implemented: ReadonlySet<string>): void {
  for (const operation of operations) {
    if (implemented.has(operation.operationId)) continue;
    app.on(operation.method, honoPath(operation.url), () =>
      problem(501, `Operația ${operation.operationId} nu este încă implementată de serverul de referință.`),
    );
  }
}
