import type { Context, Hono } from 'hono';
import type { PublicProfile, UserDataExport } from '#generated/main-api/types.gen';
import { zChangePasswordBody, zDeleteAccountBody, zGetPublicProfilePath } from '#generated/main-api/zod.gen';
import { loginSucceeded, reserveLoginAttempt } from '../../auth/login-limit';
import { passwordWeakness } from '../../auth/password-strength';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { fixedWindow } from '../../auth/rate-limit';
import { now } from '../../clock';
import { store } from '../../context';
import { clientOf } from '../../http/client';
import { endSession, type SessionClaims, sessionOf } from '../../http/identity';
import { badRequest, notFound, problem, tooManyRequests } from '../../http/problem';
import { validate } from '../../http/validate';
import { comparisonRepository } from '../../repositories/comparisons';
import { likeRepository } from '../../repositories/likes';
import { isLinkKey } from '../../repositories/link-key';
import { profileRepository } from '../../repositories/profiles';
import { type UserRow, userRepository } from '../../repositories/users';
import { watchRepository } from '../../repositories/watches';
import { signIn } from './auth';

const users = () => userRepository(store());

/** Exports per account: a download is cheap to ask for and costs several queries. */
const exportsPerUser = fixedWindow('account-export', { limit: 10, windowMs: 60 * 60_000 });
/** Profiles from one client: enough for anyone browsing, slow for someone walking every id. */
const profilesPerClient = fixedWindow('public-profile', { limit: 600, windowMs: 15 * 60_000 });

const loginNeeded = () => problem(401, 'Autentifică-te ca să îți gestionezi contul.');

/** The signed-in user's row, or the 401 to answer. */
async function accountOf(c: Context): Promise<{ claims: SessionClaims; user: UserRow } | Response> {
  const claims = await sessionOf(c);
  const user = claims && (await users().byId(claims.id));
  return claims && user ? { claims, user } : loginNeeded();
}

/**
 * Checks the account's password, counted like a login attempt (per account and client, and per
 * client), so a session left open on a shared computer cannot be used to guess it: undefined when
 * right, else the 400 or 429 to answer, naming `field`.
 */
async function passwordProblem(c: Context, user: UserRow, password: string, field: string): Promise<Response | undefined> {
  const client = clientOf(c);
  const wait = await reserveLoginAttempt(user.email, client);
  if (wait > 0) return tooManyRequests(wait, 'Prea multe încercări.', field);
  if (!(await verifyPassword(password, user.password_hash))) return badRequest(field, 'Parola nu este corectă.');
  await loginSucceeded(user.email, client);
  return undefined;
}

/** „Maria Ionescu” → „Maria I.”; letters counted as people read them (ș, ț stay one letter). */
const initialOf = (name: string) => [...name.trim().normalize('NFC')][0] ?? '';
const displayName = (first: string, last: string) => (initialOf(last) ? `${first.trim()} ${initialOf(last).toUpperCase()}.` : first.trim());

/** The day in Romania, for file names: 2026-11-23. */
const romanianDate = (ms: number) => new Date(ms).toLocaleDateString('sv-SE', { timeZone: 'Europe/Bucharest' });

/**
 * The user whose profile a path names: by the profile's key, for anyone with its link; by number,
 * only the signed-in user's own (to learn that link). A profile lists its user's comparisons, so
 * numbers, which anyone can count through, name nobody else's.
 */
async function profileUser(c: Context, asked: string): Promise<UserRow | undefined> {
  if (isLinkKey(asked)) {
    const id = await profileRepository(store()).userIdOf(asked);
    return id === undefined ? undefined : users().byId(id);
  }
  const claims = await sessionOf(c);
  return claims?.id === Number(asked) ? users().byId(claims.id) : undefined;
}

/** The signed-in user's password, data export and account deletion; anyone's public profile. */
export function registerAccountRoutes(app: Hono): void {
  app.post('/api/v2/user/password', async (c) => {
    const input = await validate(c, { body: zChangePasswordBody });
    if (input instanceof Response) return input;
    const account = await accountOf(c);
    if (account instanceof Response) return account;
    const { claims, user } = account;
    const { currentPassword, newPassword } = input.body;
    const wrong = await passwordProblem(c, user, currentPassword, 'body.currentPassword');
    if (wrong) return wrong;
    if (newPassword === currentPassword) return badRequest('body.newPassword', 'Parola nouă trebuie să fie diferită de cea de acum.');
    const weakness = await passwordWeakness(newPassword, user.email, [user.first_name, user.last_name]);
    if (weakness) return badRequest('body.newPassword', weakness);
    // Bumps the token version: every other session ends; this one gets a new cookie below.
    await users().setPassword(user.id, await hashPassword(newPassword));
    const { exp, iat } = claims as SessionClaims & { exp?: number; iat?: number };
    const remembered = exp !== undefined && iat !== undefined && exp - iat > 86_400;
    return signIn(c, (await users().byId(user.id))!, remembered);
  });

  app.get('/api/v2/user/export', async (c) => {
    const account = await accountOf(c);
    if (account instanceof Response) return account;
    const { user } = account;
    const wait = await exportsPerUser.take(String(user.id));
    if (wait > 0) return tooManyRequests(wait, 'Ai cerut deja de mai multe ori datele tale.');
    const owner = `u:${user.id}`;
    const body: UserDataExport = {
      exportedAt: new Date(now()).toISOString(),
      account: { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name, createdAt: user.created_at, confirmedAt: user.confirmed_at },
      likes: (await likeRepository(store()).ofOwner(owner)).map((like) => ({ itemType: like.item_type as 'variant' | 'comparison', itemId: like.item_id, likedAt: like.created_at })),
      watches: (await watchRepository(store()).ofAccount(user.id, user.email)).map((watch) => ({ variantId: watch.variant_id, email: watch.email, type: watch.type, targetPrice: watch.target_price, createdAt: watch.created_at })),
      comparisons: (await comparisonRepository(store()).ofOwner(owner)).map((comparison) => ({ id: comparison.id, name: comparison.name, variantIds: comparison.variantIds, createdAt: comparison.createdAt })),
    };
    c.header('content-disposition', `attachment; filename="cuib-datele-mele-${romanianDate(now())}.json"`);
    // Personal data: no shared cache keeps a copy.
    c.header('cache-control', 'no-store');
    return c.json(body);
  });

  app.post('/api/v2/user/deletion', async (c) => {
    const input = await validate(c, { body: zDeleteAccountBody });
    if (input instanceof Response) return input;
    const account = await accountOf(c);
    if (account instanceof Response) return account;
    const wrong = await passwordProblem(c, account.user, input.body.password, 'body.password');
    if (wrong) return wrong;
    await users().erase(account.user.id);
    endSession(c);
    return c.body(null, 204);
  });

  app.get('/api/v2/users/:userId', async (c) => {
    const input = await validate(c, { path: zGetPublicProfilePath });
    if (input instanceof Response) return input;
    const wait = await profilesPerClient.take(clientOf(c));
    if (wait > 0) return tooManyRequests(wait, 'Prea multe cereri.');
    const user = await profileUser(c, input.path.userId);
    // An account that was never confirmed is nobody's profile yet.
    if (!user?.confirmed_at) return notFound(`Nu există utilizatorul ${input.path.userId}.`, 'path.userId');
    // Read by number, it was the user's own answer.
    if (!isLinkKey(input.path.userId)) c.header('cache-control', 'private, no-store');
    const owner = `u:${user.id}`;
    const comparisons = comparisonRepository(store());
    const likes = await comparisons.likesOf(owner);
    const body: PublicProfile = {
      id: user.id,
      url: `/user/${await profileRepository(store()).keyOf(user.id)}`,
      displayName: displayName(user.first_name, user.last_name),
      initials: `${initialOf(user.first_name)}${initialOf(user.last_name)}`.toUpperCase(),
      memberSince: user.created_at,
      likesReceived: await comparisons.likesReceived(owner),
      comparisons: (await comparisons.ofOwner(owner)).map((comparison) => ({
        id: comparison.id,
        name: comparison.name,
        url: `/compare-products/${comparison.linkKey}`,
        variantsCount: comparison.variantIds.length,
        likesCount: likes.get(comparison.id) ?? 0,
        createdAt: comparison.createdAt,
      })),
    };
    return c.json(body);
  });
}
