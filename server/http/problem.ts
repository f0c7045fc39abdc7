import type { Context } from 'hono';
import { pluralize } from '#domain/romanian';
import { isStoreUnavailable, retryAfterSeconds } from '../db/unavailable';

/** RFC 9457 problem details, the body of every error answer of every backend. */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  field?: string;
  errors?: { field: string; message: string }[];
}

const titles: Record<number, string> = {
  400: 'Cerere invalidă',
  401: 'Autentificare necesară',
  403: 'Acces interzis',
  404: 'Negăsit',
  409: 'Conflict',
  413: 'Cerere prea mare',
  414: 'Adresă prea lungă',
  415: 'Tip de conținut nepermis',
  429: 'Prea multe cereri',
  500: 'Eroare internă',
  501: 'Neimplementat',
  503: 'Serviciu indisponibil temporar',
};

const slugs: Record<number, string> = {
  400: 'cerere-invalida',
  401: 'autentificare-necesara',
  403: 'acces-interzis',
  404: 'negasit',
  409: 'conflict',
  413: 'cerere-prea-mare',
  414: 'adresa-prea-lunga',
  415: 'tip-de-continut-nepermis',
  429: 'prea-multe-cereri',
  500: 'eroare-interna',
  501: 'neimplementat',
  503: 'serviciu-indisponibil',
};

export function problem(status: number, detail: string, extra: Partial<ProblemBody> = {}): Response {
  const body: ProblemBody = {
    type: `https://cuib.ro/probleme/${slugs[status] ?? 'eroare'}`,
    title: titles[status] ?? 'Eroare',
    status,
    detail,
    ...extra,
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/problem+json; charset=utf-8' },
  });
}

export const badRequest = (field: string, detail: string, errors?: ProblemBody['errors']) =>
  problem(400, detail, { field, ...(errors ? { errors } : {}) });

/** How long to wait, in Romanian: „peste o secundă”, „peste 20 de secunde”, „peste 15 minute”. */
function waitInWords(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 120) return `peste ${seconds === 1 ? 'o secundă' : `${seconds} ${pluralize(seconds, { one: 'secundă', other: 'secunde' })}`}`;
  const minutes = Math.ceil(seconds / 60);
  return `peste ${minutes} ${pluralize(minutes, { one: 'minut', other: 'minute' })}`;
}

/**
 * 429 with `Retry-After` in whole seconds (at least 1); the detail is `lead` and when to try
 * again: „Prea multe încercări. Încearcă din nou peste 30 de secunde.”
 */
export function tooManyRequests(waitMs: number, lead: string, field?: string): Response {
  const response = problem(429, `${lead} Încearcă din nou ${waitInWords(waitMs)}.`, field ? { field } : {});
  response.headers.set('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return response;
}

export const notFound = (detail: string, field?: string) => problem(404, detail, field ? { field } : {});

/** For Hono's `app.onError` / `app.notFound`: never a stack trace, always problem+json. */
export const onError = (error: Error, _c: Context) => {
  if (isStoreUnavailable(error)) {
    console.error(`The store cannot answer now: ${error.message}`);
    return serviceUnavailable();
  }
  console.error(error);
  return problem(500, 'A apărut o eroare neașteptată. Încercați din nou.');
};

/** 503 with `Retry-After`: the store (or another service the answer needs) cannot answer now. */
export function serviceUnavailable(): Response {
  const response = problem(503, `Datele nu pot fi citite acum. Încearcă din nou ${waitInWords(retryAfterSeconds * 1000)}.`);
  response.headers.set('retry-after', String(retryAfterSeconds));
  return response;
}
export const onNotFound = (c: Context) => notFound(`Nu există resursa ${c.req.path}.`);
