import type { Context } from 'hono';
import type { ShopRegistrationRequest, ShopRegistrationReceipt } from '#generated/main-api/types.gen';
import { passwordWeakness } from '../../auth/password-strength';
import { hashPassword } from '../../auth/passwords';
import { slugify } from '../../catalogue/slug';
import { store } from '../../context';
import { sessionOf } from '../../http/identity';
import { badRequest, problem } from '../../http/problem';
import { sendMail } from '../../mail/mailer';
import { partnerRegistrationConfirmation } from '../../mail/messages';
import { partnerAccountRepository } from '../../repositories/partner-accounts';
import { type PartnerShopRow, partnerShopRepository } from '../../repositories/partner-shops';
import { type UserRow, userRepository } from '../../repositories/users';
import { domainOf, hostProblem } from './partners-hosts';

/** „Andreea Popa” → Andreea, Popa; „Ion” → Ion, ''. */
function namesOf(contactName: string): [first: string, last: string] {
  const [first = '', ...rest] = contactName.trim().split(/\s+/);
  return [first, rest.join(' ')];
}

/**
 * Creates the partner's account (unconfirmed) and the shop from a valid registration, and mails the
 * confirmation link: the shop as created, or the 400 or 409 problem to answer.
 */
export async function createPartnerAccount(body: ShopRegistrationRequest): Promise<ShopRegistrationReceipt['shop'] | Response> {
  const website = URL.parse(body.website);
  if (!website?.hostname) return badRequest('body.website', 'Scrie adresa completă a magazinului, de exemplu https://www.magazinul-meu.ro.');
  const domain = domainOf(website);
  const notPublic = hostProblem(website.hostname);
  if (notPublic) return badRequest('body.website', notPublic);
  const [firstName, lastName] = namesOf(body.contactName);
  const weakness = await passwordWeakness(body.password, body.email, [firstName, lastName, body.shopName, domain]);
  if (weakness) return badRequest('body.password', weakness);
  const outcome = await partnerAccountRepository(store()).register(
    { email: body.email, passwordHash: await hashPassword(body.password), firstName, lastName, shopName: body.shopName.trim(), slug: slugify(body.shopName) || 'magazin', domain },
    (user, trx) => sendMail(partnerRegistrationConfirmation(user.email, firstName, body.shopName.trim(), user.id, user.confirmation_code!), trx),
  );
  if ('taken' in outcome) {
    return outcome.taken === 'email'
      ? problem(409, `Există deja un cont cu adresa ${body.email}. Intră în cont sau folosește altă adresă.`, { field: 'body.email' })
      : problem(409, `Magazinul de pe ${domain} este deja înscris pe Cuib. Scrie-ne dacă tu îl administrezi.`, { field: 'body.website' });
  }
  const { name, slug } = outcome.shop;
  return { name, slug, domain };
}

/** A signed-in partner: the account and the shop it owns. */
export interface Partner {
  user: UserRow;
  shop: PartnerShopRow;
}

/**
 * The partner the request is signed in as, or the problem to answer: 401 without a session, 403
 * for an account whose address is not confirmed yet or that owns no shop.
 */
export async function partnerOf(c: Context): Promise<Partner | Response> {
  const claims = await sessionOf(c);
  const user = claims && (await userRepository(store()).byId(claims.id));
  if (!user) return problem(401, 'Autentifică-te cu contul magazinului tău.');
  if (!user.confirmed_at) return problem(403, 'Confirmă mai întâi adresa de e-mail, din mesajul primit la înscrierea magazinului.');
  const shop = await partnerShopRepository(store()).byOwner(user.id);
  if (!shop) return problem(403, 'Contul tău nu administrează niciun magazin pe Cuib. Înscrie magazinul ca să folosești portalul.');
  // Everything a partner reads is theirs alone.
  c.header('cache-control', 'private, no-store');
  return { user, shop };
}
