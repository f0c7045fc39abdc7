import type { Hono } from 'hono';
import type { z } from 'zod';
import type { OperationSpec } from '#generated/runtime';
import { problem } from './problem';
import { validate } from './validate';

/** `/api/v2/variant/{variantId}/deliveries` → `/api/v2/variant/:variantId/deliveries` (Hono's form). */
export const honoPath = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

const pascal = (operationId: string) => operationId.charAt(0).toUpperCase() + operationId.slice(1);

/**
 * Registers every contract operation that has no route on `app` yet: its input is validated like
 * any other (bad input gets 400 naming the field), and valid input gets a 501 problem, so an
 * unfinished operation says so instead of answering 404 as if the path did not exist.
 * `schemas` is the backend's generated zod module. Call it after the real routes.
 */
export function answerUnimplemented(app: Hono, operations: readonly OperationSpec[], schemas: Record<string, unknown>): void {
  const routed = new Set(app.routes.map((route) => `${route.method} ${route.path}`));
  for (const operation of operations) {
    if (routed.has(`${operation.method} ${honoPath(operation.url)}`)) continue;
    const name = pascal(operation.operationId);
    const schema = (part: string) => schemas[`z${name}${part}`] as z.ZodType | undefined;
    const body = schema('Body');
    app.on(operation.method, honoPath(operation.url), async (c) => {
      const input = await validate(c, {
        path: schema('Path'),
        query: schema('Query'),
        body,
        bodyRequired: operation.required.some((required) => required.in === 'body'),
      });
      if (input instanceof Response) return input;
      return problem(501, `Operația ${operation.operationId} nu este încă implementată de serverul de referință.`);
    });
  }
}
