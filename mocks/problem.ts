import { HttpResponse } from 'msw';
import type { Problem } from '#generated/main-api/types.gen';

const titles: Record<number, string> = { 400: 'Cerere invalidă', 401: 'Autentificare necesară', 404: 'Negăsit', 429: 'Prea multe cereri' };
const types: Record<number, string> = {
  400: 'https://cuib.ro/probleme/cerere-invalida',
  401: 'https://cuib.ro/probleme/autentificare-necesara',
  404: 'https://cuib.ro/probleme/negasit',
  429: 'https://cuib.ro/probleme/prea-multe-cereri',
};

/** An RFC 9457 answer as our backends send it: problem+json with the status's type and title. */
export function problemResponse(status: number, { detail, field }: { detail?: string; field?: string } = {}) {
  const body: Problem = { type: types[status] ?? 'https://cuib.ro/probleme/eroare', title: titles[status] ?? 'Eroare', status, detail, field };
  return HttpResponse.json(body, { status, headers: { 'content-type': 'application/problem+json' } });
}

/** A 400 naming the refused field, as the backend answers bad input. */
export const badRequest = (field: string, detail: string) => problemResponse(400, { detail, field });
