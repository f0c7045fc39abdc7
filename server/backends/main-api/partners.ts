import type { Context, Hono } from 'hono';
import type { PartnerRequestReceipt, ShopRegistrationReceipt } from '#generated/main-api/types.gen';
import { zPostPartnerMessageBody, zPostShopRegistrationBody } from '#generated/main-api/zod.gen';
import { fixedWindow } from '../../auth/rate-limit';
import { store } from '../../context';
import { clientOf } from '../../http/client';
import { tooManyRequests } from '../../http/problem';
import { validate } from '../../http/validate';
import { sendMail } from '../../mail/mailer';
import { partnerMessageReceipt, toPartnersTeam } from '../../mail/messages';
import { partnerRequestRepository } from '../../repositories/partner-requests';
import { createPartnerAccount } from './partners-account';
import { registerPartnerImportRoutes } from './partners-imports';
import { registerPartnerOfferRoutes } from './partners-offers';
import { registerPartnerShopRoutes } from './partners-shop';
import { registerPartnerStatsRoutes } from './partners-stats';
import { registerPartnerUploadRoute } from './partners-upload';

/** The partnerships team's inbox, where every request is copied. */
const partnersInbox = 'magazine@cuib.ro';

// Forms anyone can send, each answered by an e-mail: at most 5 from one address and 10 from one
// client in 15 minutes, so neither the team's inbox nor anyone else's can be flooded through us.
const perAddress = fixedWindow('partners-address', { limit: 5, windowMs: 15 * 60_000 });
const perClient = fixedWindow('partners-client', { limit: 10, windowMs: 15 * 60_000 });

async function limited(c: Context, email: string): Promise<Response | undefined> {
  const clientWait = await perClient.take(clientOf(c));
  const wait = clientWait || (await perAddress.take(email));
  if (wait > 0) return tooManyRequests(wait, `Ai trimis deja mai multe cereri.`, 'body.email');
  return undefined;
}

async function record(kind: 'registration' | 'message', email: string, body: unknown): Promise<PartnerRequestReceipt> {
  const receivedAt = new Date().toISOString();
  return { id: await partnerRequestRepository(store()).add(kind, email, JSON.stringify(body), receivedAt), receivedAt };
}

/** The onboarding site's registration and contact forms, and the partner portal (contract tag `partners`). */
export function registerPartnerRoutes(app: Hono): void {
  app.post('/api/v2/partners/registrations', async (c) => {
    const input = await validate(c, { body: zPostShopRegistrationBody });
    if (input instanceof Response) return input;
    const refused = await limited(c, input.body.email);
    if (refused) return refused;
    const shop = await createPartnerAccount(input.body);
    if (shop instanceof Response) return shop;
    // The team's copy and the stored request say everything the form said but the password.
    const { password: _, ...request } = input.body;
    const receipt = await record('registration', input.body.email, request);
    await sendMail(toPartnersTeam(partnersInbox, `Magazin nou: ${input.body.shopName}`, JSON.stringify({ ...request, shop }, null, 2)));
    return c.json({ ...receipt, email: input.body.email, shop } satisfies ShopRegistrationReceipt, 201);
  });

  app.post('/api/v2/partners/messages', async (c) => {
    const input = await validate(c, { body: zPostPartnerMessageBody });
    if (input instanceof Response) return input;
    const refused = await limited(c, input.body.email);
    if (refused) return refused;
    const receipt = await record('message', input.body.email, input.body);
    await sendMail(partnerMessageReceipt(input.body.email, input.body.name));
    await sendMail(toPartnersTeam(partnersInbox, `Mesaj de la ${input.body.name} (${input.body.subject})`, input.body.message));
    return c.json(receipt, 201);
  });

  registerPartnerShopRoutes(app);
  registerPartnerImportRoutes(app);
  registerPartnerUploadRoute(app);
  registerPartnerOfferRoutes(app);
  registerPartnerStatsRoutes(app);
}
