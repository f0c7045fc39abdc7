import type { Context } from 'hono';
import type { z } from 'zod';
import { coerceParameters } from './coerce';
import { badRequest } from './problem';

/** Largest JSON body any operation accepts; `backendApp()` refuses larger ones with 413 naming `body`. */
export const maxBodyBytes = 256 * 1024;

/** An operation's generated zod schemas (`z<Operation>Body`, `…Path`, `…Query`). */
export interface OperationSchemas {
  body?: z.ZodType;
  /** Whether the contract requires the body (`requestBody.required`). */
  bodyRequired?: boolean;
  path?: z.ZodType;
  query?: z.ZodType;
}

type Parsed<S extends OperationSchemas> = {
  body: S['body'] extends z.ZodType ? z.output<S['body']> : undefined;
  path: S['path'] extends z.ZodType ? z.output<S['path']> : Record<string, never>;
  query: S['query'] extends z.ZodType ? z.output<S['query']> : Record<string, never>;
};

const fieldOf = (part: string, path: readonly PropertyKey[]) => [part, ...path.map(String)].join('.');

function invalid(part: string, error: z.ZodError): Response {
  const errors = error.issues.map((issue) => ({ field: fieldOf(part, issue.path), message: issue.message }));
  const first = errors[0]!;
  return badRequest(first.field, `Valoare invalidă pentru „${first.field}”: ${first.message}`, errors);
}

async function readBody(c: Context, required: boolean): Promise<{ value: unknown } | Response> {
  // The size was checked before the body was read (backendApp's body limit).
  const text = await c.req.text();
  if (text.trim() === '') {
    return required ? badRequest('body', 'Corpul cererii lipsește.') : { value: undefined };
  }
  try {
    return { value: JSON.parse(text) };
  } catch {
    return badRequest('body', 'Corpul cererii nu este JSON valid.');
  }
}

/**
 * Validates a request against its operation's generated schemas. Returns the parsed inputs, or a
 * 400 problem naming the first offending field (`body.url`, `query.page`, `path.variantId`).
 */
export async function validate<S extends OperationSchemas>(c: Context, schemas: S): Promise<Parsed<S> | Response> {
  const parsed: Record<string, unknown> = { path: {}, query: {} };
  for (const part of ['path', 'query'] as const) {
    const schema = schemas[part];
    if (!schema) continue;
    const raw: Record<string, string | string[]> = {};
    if (part === 'path') Object.assign(raw, c.req.param());
    else for (const [key, values] of Object.entries(c.req.queries())) raw[key] = values.length > 1 ? values : values[0]!;
    const result = schema.safeParse(coerceParameters(schema, raw));
    if (!result.success) return invalid(part, result.error);
    parsed[part] = result.data;
  }
  if (schemas.body) {
    const body = await readBody(c, schemas.bodyRequired ?? true);
    if (body instanceof Response) return body;
    if (body.value !== undefined || schemas.bodyRequired !== false) {
      const result = schemas.body.safeParse(body.value);
      if (!result.success) return invalid('body', result.error);
      parsed.body = result.data;
    }
  }
  return parsed as Parsed<S>;
}
