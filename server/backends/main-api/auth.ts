import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import type { AuthSession, User } from '#generated/main-api/types.gen';
import {
  zConfirmPasswordRenewalBody,
  zConfirmUserRegistrationBody,
  zLoginUserBody,
  zRegisterUserBody,
  zRequestPasswordRenewalBody,
} from '#generated/main-api/zod.gen';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { createRateLimit } from '../../auth/rate-limit';
import { db } from '../../context';
import { isAdmin, type SessionClaims, sessionCookie, sessionOf, startSession } from '../../http/identity';
import { badRequest, problem } from '../../http/problem';
import { validate } from '../../http/validate';
import { siteOrigin } from '../../jobs';
import { outboxRepository } from '../../repositories/outbox';
import { type UserRow, userRepository } from '../../repositories/users';

const users = () => userRepository(db());
const loginLimit = createRateLimit();

const claimsOf = (row: UserRow): SessionClaims => ({
  id: row.id,
  name: `${row.first_name} ${row.last_name}`,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  avatar: row.avatar_url,
  dob: row.dob,
  gender: row.gender === 1 || row.gender === 2 ? row.gender : null,
  admin: row.is_admin === 1,
  eshop: row.is_eshop === 1,
});

/** The User of SPEC §3, built from the login token as the site does; admin mode needs its cookie too. */
export function userFromClaims(claims: SessionClaims, c: Context): User {
  const firstName = claims.firstName ?? claims.name.split(' ')[0] ?? '';
  const lastName = claims.lastName ?? claims.name.split(' ').slice(1).join(' ');
  const admin = isAdmin(claims);
  return {
    id: claims.id,
    name: claims.name,
    firstName,
    lastName,
    initials: `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase(),
    email: claims.email,
    hashedEmail: createHash('sha256').update(claims.email.trim().toLowerCase()).digest('hex'),
    avatarUrl: claims.avatar ?? null,
    isEshop: claims.eshop === true,
    isAdmin: admin,
    adminModeEnabled: admin && getCookie(c, 'cuib_admin_mode') === '1',
    dob: claims.dob ?? null,
    gender: claims.gender === 1 ? 'male' : claims.gender === 2 ? 'female' : null,
  };
}

async function signIn(c: Context, row: UserRow, remember: boolean): Promise<Response> {
  const claims = claimsOf(row);
  await startSession(c, claims, remember);
  return c.json({ user: userFromClaims(claims, c) } satisfies AuthSession);
}

/** Registration, confirmation, login, logout, password renewal and the current user. */
export function registerAuthRoutes(app: Hono): void {
  app.post('/api/v2/auth/registration', async (c) => {
    const input = await validate(c, { body: zRegisterUserBody });
    if (input instanceof Response) return input;
    const { email, password, firstName, lastName, newsletter } = input.body;
    const user = users().create({ email, passwordHash: await hashPassword(password), firstName, lastName, newsletter: newsletter ?? false });
    if (!user) return problem(409, 'Există deja un cont cu această adresă de e-mail.', { field: 'body.email' });
    outboxRepository(db()).write(
      email,
      'Confirmă-ți contul Cuib',
      `Bun venit, ${firstName}!\n\nConfirmă adresa de e-mail: ${siteOrigin()}/register/confirmation/${user.id}/${user.confirmation_code}`,
    );
    return c.json({ userId: user.id, email: user.email }, 201);
  });

  app.post('/api/v2/auth/registration/confirmation', async (c) => {
    const input = await validate(c, { body: zConfirmUserRegistrationBody });
    if (input instanceof Response) return input;
    const { userId, confirmationCode } = input.body;
    if (!users().confirm(userId, confirmationCode)) {
      return problem(404, 'Codul de confirmare nu este valabil sau a fost deja folosit.', { field: 'body.confirmationCode' });
    }
    return signIn(c, users().byId(userId)!, true);
  });

  app.post('/api/v2/auth/login', async (c) => {
    const input = await validate(c, { body: zLoginUserBody });
    if (input instanceof Response) return input;
    const key = input.body.email.toLowerCase();
    const wait = loginLimit.retryAfter(key);
    if (wait > 0) {
      const response = problem(429, `Prea multe încercări. Încearcă din nou peste ${Math.ceil(wait / 60)} minute.`, { field: 'body.email' });
      response.headers.set('retry-after', String(wait));
      return response;
    }
    const user = users().byEmail(input.body.email);
    // The same answer for an unknown address and a wrong password, so accounts cannot be probed.
    if (!user || !(await verifyPassword(input.body.password, user.password_hash))) {
      loginLimit.fail(key);
      return problem(401, 'Adresa de e-mail sau parola nu este corectă.', { field: 'body.password' });
    }
    if (!user.confirmed_at) return problem(401, 'Confirmă-ți mai întâi adresa de e-mail din mesajul primit.', { field: 'body.email' });
    loginLimit.reset(key);
    return signIn(c, user, input.body.remember ?? true);
  });

  app.post('/api/v2/auth/logout', (c) => {
    deleteCookie(c, sessionCookie, { path: '/' });
    return c.body(null, 204);
  });

  app.post('/api/v2/auth/password/renewal', async (c) => {
    const input = await validate(c, { body: zRequestPasswordRenewalBody });
    if (input instanceof Response) return input;
    const user = users().byEmail(input.body.email);
    if (user) {
      const code = users().createReset(user.id);
      outboxRepository(db()).write(user.email, 'Resetează parola contului Cuib', `Alege o parolă nouă: ${siteOrigin()}/parola/confirmare/${code}\n\nLinkul este valabil 2 ore.`);
    }
    // Always accepted: whether an address has an account is nobody's business.
    return c.body(null, 202);
  });

  app.post('/api/v2/auth/password/confirmation', async (c) => {
    const input = await validate(c, { body: zConfirmPasswordRenewalBody });
    if (input instanceof Response) return input;
    const userId = users().useReset(input.body.code);
    if (userId === undefined) return badRequest('body.code', 'Linkul de resetare a expirat sau a fost deja folosit.');
    users().setPassword(userId, await hashPassword(input.body.password));
    return signIn(c, users().byId(userId)!, true);
  });

  app.get('/api/v2/user/me', async (c) => {
    const claims = await sessionOf(c);
    if (!claims) return problem(401, 'Nu ești autentificat.');
    return c.json(userFromClaims(claims, c));
  });
}
