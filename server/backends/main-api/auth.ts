import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { consentCookie, parseConsent } from '#domain/consent';
import { isVisitorId, visitorCookie } from '#domain/visitor';
import type { AuthSession, RegistrationResult, User, Visitor } from '#generated/main-api/types.gen';
import {
  zConfirmPasswordRenewalBody,
  zConfirmUserRegistrationBody,
  zLoginUserBody,
  zRegisterUserBody,
  zRequestPasswordRenewalBody,
} from '#generated/main-api/zod.gen';
import { afterAnswer } from '../../auth/after-answer';
import { forgetLoginFailures, loginSucceeded, reserveLoginAttempt } from '../../auth/login-limit';
import { passwordWeakness } from '../../auth/password-strength';
import { hashPassword, verifyPasswordOf } from '../../auth/passwords';
import { fixedWindow } from '../../auth/rate-limit';
import { now } from '../../clock';
import { store } from '../../context';
import { clientOf } from '../../http/client';
import { endSession, isAdmin, type SessionClaims, sessionOf, startSession } from '../../http/identity';
import { adminModeCookie } from './admin-mode';
import { badRequest, problem, tooManyRequests } from '../../http/problem';
import { validate } from '../../http/validate';
import { mayMail } from '../../mail/limits';
import { sendMail } from '../../mail/mailer';
import { passwordReset, registrationAttempt, registrationConfirmation, registrationRepeated } from '../../mail/messages';
import { type UserRow, userRepository } from '../../repositories/users';

const users = () => userRepository(store());

/** A reset link works for an hour, and only the newest one. */
const resetValidMs = 60 * 60_000;
/** The link that confirms an address registered twice, by choosing the password. */
const repeatedRegistrationValidMs = 24 * 60 * 60_000;
/** The same answer to a wrong password and to the right one of an account not confirmed yet. */
const wrongPassword = () =>
  problem(401, 'Adresa de e-mail sau parola nu este corectă. Dacă abia ți-ai creat contul, confirmă-l mai întâi din e-mailul primit.', { field: 'body.password' });
/** Registrations and reset requests from one client. */
const accountRequestsPerClient = fixedWindow('account-requests', { limit: 10, windowMs: 15 * 60_000 });

const tooMany = (waitMs: number) => tooManyRequests(waitMs, `Prea multe cereri.`);

export const claimsOf = (row: UserRow): SessionClaims => ({
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
  tv: row.token_version,
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
    adminModeEnabled: admin && getCookie(c, adminModeCookie) === '1',
    dob: claims.dob ?? null,
    gender: claims.gender === 1 ? 'male' : claims.gender === 2 ? 'female' : null,
  };
}

/** Starts a session for the user (a fresh cookie with their current token version) and answers AuthSession. */
export async function signIn(c: Context, row: UserRow, remember: boolean): Promise<Response> {
  const claims = claimsOf(row);
  await startSession(c, claims, remember);
  return c.json({ user: userFromClaims(claims, c) } satisfies AuthSession);
}

/** Registration, confirmation, login, logout, password renewal and the current user. */
export function registerAuthRoutes(app: Hono): void {
  // A new and a taken address get the same answer (and nearly the same time): the owner of a taken
  // one is told by e-mail instead, so registration cannot be used to find out who has an account.
  app.post('/api/v2/auth/registration', async (c) => {
    const input = await validate(c, { body: zRegisterUserBody });
    if (input instanceof Response) return input;
    const { email, password, firstName, lastName, newsletter } = input.body;
    // The limit comes first: a client over it costs no password check.
    const wait = await accountRequestsPerClient.take(clientOf(c));
    if (wait > 0) return tooMany(wait);
    const weakness = await passwordWeakness(password, email, [firstName, lastName]);
    if (weakness) return badRequest('body.password', weakness);
    const registration = { email, passwordHash: await hashPassword(password), firstName, lastName, newsletter: newsletter ?? false };
    const user = await users().create(registration);
    if (user) {
      await sendMail(registrationConfirmation(user.email, firstName, user.id, user.confirmation_code!));
      return c.json({ email } satisfies RegistrationResult, 201);
    }
    // Registered again before anyone confirmed it: the first registration may have been someone
    // else's (pre-hijacking), so every earlier link stops working and the address is confirmed
    // only by choosing the password from the newest e-mail.
    const pending = await users().renewPending(registration);
    if (pending && (await mayMail('registration', email))) {
      await users().createReset(pending.id, now(), repeatedRegistrationValidMs, (code, trx) =>
        sendMail(registrationRepeated(pending.email, firstName, code, repeatedRegistrationValidMs / 3_600_000), trx),
      );
    } else if (!pending && (await mayMail('registration', email))) await sendMail(registrationAttempt((await users().byEmail(email))!.email));
    return c.json({ email } satisfies RegistrationResult, 201);
  });

  app.post('/api/v2/auth/registration/confirmation', async (c) => {
    const input = await validate(c, { body: zConfirmUserRegistrationBody });
    if (input instanceof Response) return input;
    const { userId, confirmationCode } = input.body;
    if (!(await users().confirm(userId, confirmationCode))) {
      return problem(404, 'Codul de confirmare nu este valabil sau a fost deja folosit.', { field: 'body.confirmationCode' });
    }
    return signIn(c, (await users().byId(userId))!, true);
  });

  app.post('/api/v2/auth/login', async (c) => {
    const input = await validate(c, { body: zLoginUserBody });
    if (input instanceof Response) return input;
    const { email, password } = input.body;
    const client = clientOf(c);
    // Counted before the (slow) password check, so concurrent guesses cannot all slip through.
    const wait = await reserveLoginAttempt(email, client);
    if (wait > 0) return tooManyRequests(wait, `Prea multe încercări.`, 'body.email');
    const user = await users().byEmail(email);
    // The same answer, after the same scrypt work, for an unknown address, a wrong password and the
    // right password of an account not confirmed yet (which counts as a failure too).
    const matches = await verifyPasswordOf(password, user?.password_hash);
    if (!matches || !user?.confirmed_at) {
      const code = matches ? user?.confirmation_code : null;
      // Whoever knows the password may have lost the e-mail: it goes again, within the mail limits.
      if (user && code) {
        afterAnswer(async () => {
          if (await mayMail('registration', user.email)) await sendMail(registrationConfirmation(user.email, user.first_name, user.id, code));
        });
      }
      return wrongPassword();
    }
    await loginSucceeded(email, client);
    return signIn(c, user, input.body.remember ?? true);
  });

  // Logging out revokes the token itself, not only the cookie: a copied token stops working too.
  app.post('/api/v2/auth/logout', async (c) => {
    const claims = await sessionOf(c);
    if (claims) await users().revokeTokens(claims.id);
    endSession(c);
    return c.body(null, 204);
  });

  app.post('/api/v2/auth/password/renewal', async (c) => {
    const input = await validate(c, { body: zRequestPasswordRenewalBody });
    if (input instanceof Response) return input;
    const wait = await accountRequestsPerClient.take(clientOf(c));
    if (wait > 0) return tooMany(wait);
    const user = await users().byEmail(input.body.email);
    // The code and the e-mail are made after the answer, so a registered address is answered as
    // fast as an unknown one. Past the per-address limit nothing is sent and no code is made.
    if (user) {
      afterAnswer(async () => {
        if (!(await mayMail('reset', user.email))) return;
        await users().createReset(user.id, now(), resetValidMs, (code, trx) => sendMail(passwordReset(user.email, code, resetValidMs / 60_000), trx));
      });
    }
    // Always accepted: whether an address has an account is nobody's business.
    return c.body(null, 202);
  });

  app.post('/api/v2/auth/password/confirmation', async (c) => {
    const input = await validate(c, { body: zConfirmPasswordRenewalBody });
    if (input instanceof Response) return input;
    const owner = await users().byId((await users().resetOwner(input.body.code, now())) ?? 0);
    // An unknown, used or expired code is a reset that is not there: 404, as for a registration's.
    if (!owner) return problem(404, 'Linkul de resetare a expirat sau a fost deja folosit.', { field: 'body.code' });
    const weakness = await passwordWeakness(input.body.password, owner.email, [owner.first_name, owner.last_name]);
    if (weakness) return badRequest('body.password', weakness);
    const userId = await users().useReset(input.body.code, now());
    if (userId === undefined) return problem(404, 'Linkul de resetare a expirat sau a fost deja folosit.', { field: 'body.code' });
    // Bumps the token version: every session signed with the old password ends.
    await users().setPassword(userId, await hashPassword(input.body.password));
    // Whoever was guessing the old password made the owner wait: the mailbox's owner waits no more.
    await forgetLoginFailures(owner.email);
    return signIn(c, (await users().byId(userId))!, true);
  });

  app.get('/api/v2/user/me', async (c) => {
    const claims = await sessionOf(c);
    if (!claims) return problem(401, 'Nu ești autentificat.');
    return c.json(userFromClaims(claims, c));
  });

  // Shared pages are drawn for nobody in particular: the browser asks this for its own parts.
  app.get('/api/v2/visitor', async (c) => {
    const claims = await sessionOf(c);
    const visitor = getCookie(c, visitorCookie);
    const visitorId = isVisitorId(visitor) && parseConsent(getCookie(c, consentCookie)).analytics ? visitor : null;
    c.header('cache-control', 'private, no-store');
    return c.json({ user: claims ? userFromClaims(claims, c) : null, visitorId } satisfies Visitor);
  });
}
