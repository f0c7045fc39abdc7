import type { Hono } from 'hono';
import type { PartnerRequestReceipt } from '#generated/main-api/types.gen';
import { zPostPartnerMessageBody, zPostShopRegistrationBody } from '#generated/main-api/zod.gen';
import { createRateLimit } from '../../auth/rate-limit';
import { db } from '../../context';
import { problem } from '../../http/problem';
import { validate } from '../../http/validate';
import { outboxRepository } from '../../repositories/outbox';

/** The partnerships team's inbox, where every request is copied. */
const partnersInbox = 'magazine@cuib.ro';

// Forms anyone can send: at most 5 from one address in 15 minutes, so the inbox cannot be flooded.
const sendLimit = createRateLimit({ limit: 5, windowMs: 15 * 60_000 });

function store(kind: 'registration' | 'message', email: string, body: unknown): PartnerRequestReceipt {
  const receivedAt = new Date().toISOString();
  const { id } = db().prepare('INSERT INTO partner_requests (kind, email, body, created_at) VALUES (?, ?, ?, ?) RETURNING id').get(kind, email, JSON.stringify(body), receivedAt) as {
    id: number;
  };
  return { id, receivedAt };
}

function limited(email: string): Response | undefined {
  const key = email.toLowerCase();
  const wait = sendLimit.retryAfter(key);
  if (wait > 0) {
    const response = problem(429, `Ai trimis deja mai multe cereri. Încearcă din nou peste ${Math.ceil(wait / 60)} minute.`, { field: 'body.email' });
    response.headers.set('retry-after', String(wait));
    return response;
  }
  sendLimit.fail(key);
  return undefined;
}

/** The onboarding site's registration and contact forms (contract tag `partners`). */
export function registerPartnerRoutes(app: Hono): void {
  app.post('/api/v2/partners/registrations', async (c) => {
    const input = await validate(c, { body: zPostShopRegistrationBody });
    if (input instanceof Response) return input;
    const refused = limited(input.body.email);
    if (refused) return refused;
    const receipt = store('registration', input.body.email, input.body);
    const outbox = outboxRepository(db());
    outbox.write(input.body.email, 'Am primit cererea magazinului tău', `Bună, ${input.body.contactName}!\n\nAm primit cererea pentru ${input.body.shopName} (${input.body.website}). Îți scriem în două zile lucrătoare cu pașii următori.\n\nEchipa Cuib`);
    outbox.write(partnersInbox, `Magazin nou: ${input.body.shopName}`, JSON.stringify(input.body, null, 2));
    return c.json(receipt, 201);
  });

  app.post('/api/v2/partners/messages', async (c) => {
    const input = await validate(c, { body: zPostPartnerMessageBody });
    if (input instanceof Response) return input;
    const refused = limited(input.body.email);
    if (refused) return refused;
    const receipt = store('message', input.body.email, input.body);
    const outbox = outboxRepository(db());
    outbox.write(input.body.email, 'Am primit mesajul tău', `Bună, ${input.body.name}!\n\nAm primit mesajul tău și îți răspundem în două zile lucrătoare.\n\nEchipa Cuib`);
    outbox.write(partnersInbox, `Mesaj de la ${input.body.name} (${input.body.subject})`, input.body.message);
    return c.json(receipt, 201);
  });
}
