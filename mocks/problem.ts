import { HttpResponse } from 'msw';
import type { Problem } from '#generated/main-api/types.gen';

const titles: Record<number, string> = { 400: 'Cerere invalidă', 401: 'Autentificare necesară', 403: 'Acces interzis', 404: 'Negăsit', 409: 'Conflict', 429: 'Prea multe cereri' };
const types: Record<number, string> = {
  400: 'https://cuib.ro/probleme/cerere-invalida',
  401: 'https://cuib.ro/probleme/autentificare-necesara',
  403: 'https://cuib.ro/probleme/acces-interzis',
  404: 'https://cuib.ro/probleme/negasit',
  409: 'https://cuib.ro/probleme/conflict',
  429: 'https://cuib.ro/probleme/prea-multe-cereri',
};

/** An RFC 9457 answer as our backends send it: problem+json with the status's type and title. */
export function problemResponse(status: number, { detail, field }: { detail?: string; field?: string } = {}) {
  const body: Problem = { type: types[status] ?? 'https://cuib.ro/probleme/eroare', title: titles[status] ?? 'Eroare', status, detail, field };
  return HttpResponse.json(body, { status, headers: { 'content-type': 'application/problem+json' } });
}

/** A 400 naming the refused field, as the backend answers bad input. */
export const badRequest = (field: string, detail: string) => problemResponse(400, { detail, field });
