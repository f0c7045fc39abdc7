import type { z } from 'zod';

/**
 * URLs carry only strings. Before validating path and query parameters against a generated zod
 * schema, each value is offered in the forms a URL can spell: as is, as a number, as a boolean,
 * and for lists as repeated keys or pipe/comma-joined values. The first form the schema accepts
 * wins; if none does, the raw value is kept so the validator names the field.
 */
const numeric = /^-?\d+(\.\d+)?$/;

function scalarForms(value: string): unknown[] {
  const forms: unknown[] = [value];
  if (numeric.test(value)) forms.push(Number(value));
  if (value === 'true' || value === 'false') forms.push(value === 'true');
  return forms;
}

function forms(value: string | string[]): unknown[] {
  const parts = Array.isArray(value) ? value : value.includes('|') ? value.split('|') : value.split(',');
  const asNumbers = parts.every((part) => numeric.test(part)) ? [parts.map(Number)] : [];
  return [...(Array.isArray(value) ? [] : scalarForms(value)), parts, ...asNumbers];
}

type Def = { type?: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object schema inside optional/nullable/default wrappers, if there is one. */
function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  let current = schema;
  while (current) {
    const def = defOf(current);
    if (def.type === 'object') return def.shape;
    current = def.innerType;
  }
  return undefined;
}

/** `raw` with each value in the first form that its schema in `parametersSchema` accepts. */
export function coerceParameters(
  parametersSchema: z.ZodType | undefined,
  raw: Record<string, string | string[]>,
): Record<string, unknown> {
  const shape = objectShape(parametersSchema);
  if (!shape) return raw;
  const coerced: Record<string, unknown> = { ...raw };
  for (const [key, value] of Object.entries(raw)) {
    const schema = shape[key];
    if (!schema) continue;
    const accepted = forms(value).find((form) => schema.safeParse(form).success);
    if (accepted !== undefined) coerced[key] = accepted;
  }
  return coerced;
}
