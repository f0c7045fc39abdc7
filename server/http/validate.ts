import type { Context } from 'hono';
import type { z } from 'zod';
import { coerceParameters } from './coerce';
import { badRequest } from './problem';

/** Largest JSON body any operation accepts; larger ones are refused with 400 naming `body`. */
export const maxBodyBytes = 256 * 1024;

/** The request's inputs in the shape of the generated `z<Operation>Data` schemas. */
async function inputsOf(c: Context, schema: z.ZodType, withBody: boolean): Promise<{ body?: unknown; path: unknown; query: unknown } | Response> {
  const query: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) query[key] = values.length > 1 ? values : values[0]!;
  const inputs: { body?: unknown; path: unknown; query: unknown } = {
    path: coerceParameters(schema, 'path', c.req.param() as Record<string, string>),
    query: coerceParameters(schema, 'query', query),
  };
  if (!withBody) return inputs;
  const text = await c.req.text();
  if (new TextEncoder().encode(text).byteLength > maxBodyBytes) {
    return badRequest('body', `Corpul cererii depășește ${maxBodyBytes / 1024} KiB.`);
  }
  if (text.trim() === '') return inputs;
  try {
    inputs.body = JSON.parse(text);
  } catch {
    return badRequest('body', 'Corpul cererii nu este JSON valid.');
  }
  return inputs;
}

const describe = (path: readonly PropertyKey[]) => path.map(String).join('.') || 'request';

/**
 * Validates the request against an operation's generated zod schema. Returns the parsed inputs,
 * or a 400 problem naming the first offending field (`body.url`, `query.page`, `path.variantId`).
 */
export async function validate<S extends z.ZodType>(
  c: Context,
  schema: S,
  { body = false }: { body?: boolean } = {},
): Promise<z.output<S> | Response> {
  const inputs = await inputsOf(c, schema, body);
  if (inputs instanceof Response) return inputs;
  const parsed = await schema.safeParseAsync(inputs);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ field: describe(issue.path), message: issue.message }));
  const first = errors[0]!;
  return badRequest(first.field, `Valoare invalidă pentru „${first.field}”: ${first.message}`, errors);
}
