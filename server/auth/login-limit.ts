import { now } from '../clock';
import { store } from '../context';
import { type LimitState, limitRepository } from '../repositories/limits';
import { fixedWindow } from './rate-limit';

const limits = () => limitRepository(store());

/** Failures of one account from one client before it must wait. */
export const freeFailures = 5;
/** The first wait; each further failure doubles it, up to `longestWaitMs`. */
const firstWaitMs = 30_000;
const longestWaitMs = 60 * 60_000;
/** After a day without attempts, an account and client start afresh. */
const forgetAfterMs = 24 * 60 * 60_000;

/**
 * Failures of one account from every address together before each further attempt waits: guessing
 * from many addresses is slowed too. The waits (1, 2, 4, 8, then 15 minutes) slow guessing to a few
 * attempts an hour without locking the owner out for long; the e-mailed reset lets them in at once.
 */
export const accountCeiling = 10;
const accountFirstWaitMs = 60_000;
const accountLongestWaitMs = 15 * 60_000;
/** An hour without attempts (longer than the longest wait) and the account starts afresh. */
const accountForgetAfterMs = 60 * 60_000;

/** Failed logins from one client across every account: guessing many accounts is refused too. */
const perClient = fixedWindow('login-client', { limit: 20, windowMs: 15 * 60_000 });

const pairPrefix = (email: string) => `login:${email.toLowerCase()}|`;
const pairKey = (email: string, client: string) => `${pairPrefix(email)}${client}`;
const accountKey = (email: string) => `login-account:${email.toLowerCase()}`;

/**
 * Counts one attempt (`hits`, the time of the latest in `windowStartedAt`) unless the key must
 * still wait: then answers the milliseconds left and counts nothing. From the `free`-th attempt on,
 * the next one must wait `firstWaitMs`, doubled for each attempt past it.
 */
function reserve(key: string, rule: { free: number; firstWaitMs: number; longestWaitMs: number; forgetAfterMs: number }): Promise<number> {
  const time = now();
  return limits().update(key, (state) => {
    if (state && state.blockedUntil > time) return { next: state, result: state.blockedUntil - time };
    const fresh = !state || time - state.windowStartedAt > rule.forgetAfterMs;
    const hits = fresh ? 1 : state.hits + 1;
    const blockedUntil = hits >= rule.free ? time + Math.min(rule.firstWaitMs * 2 ** (hits - rule.free), rule.longestWaitMs) : 0;
    return { next: { hits, windowStartedAt: time, blockedUntil }, result: 0 };
  });
}

/** Takes back an attempt of the account counted by `reserve`: below the ceiling again, nobody waits. */
async function releaseAccount(email: string): Promise<void> {
  await limits().update(accountKey(email), (state): { next: LimitState | null; result: void } => {
    if (!state) return { next: null, result: undefined };
    const hits = Math.max(0, state.hits - 1);
    return { next: { ...state, hits, blockedUntil: hits < accountCeiling ? 0 : state.blockedUntil }, result: undefined };
  });
}

/**
 * Reserves a login attempt before the password is checked, so concurrent attempts are counted
 * before any of them is verified: answers milliseconds to wait (the attempt is refused), or 0.
 *
 * Three counts: the client across every account; the account from this client, so someone
 * guessing a shopper's password from one place does not lock the shopper out elsewhere (each
 * failure past `freeFailures` doubles the wait); and the account from everywhere (`accountCeiling`).
 * Every attempt counts as a failure until `loginSucceeded` takes it back; an attempt refused by
 * one of them is taken back from the others, since no password was checked.
 */
export async function reserveLoginAttempt(email: string, client: string): Promise<number> {
  const clientWait = await perClient.take(client);
  if (clientWait > 0) {
    await perClient.giveBack(client);
    return clientWait;
  }
  const accountWait = await reserve(accountKey(email), { free: accountCeiling, firstWaitMs: accountFirstWaitMs, longestWaitMs: accountLongestWaitMs, forgetAfterMs: accountForgetAfterMs });
  if (accountWait > 0) {
    await perClient.giveBack(client);
    return accountWait;
  }
  const pairWait = await reserve(pairKey(email, client), { free: freeFailures, firstWaitMs, longestWaitMs, forgetAfterMs });
  if (pairWait > 0) {
    await perClient.giveBack(client);
    await releaseAccount(email);
    return pairWait;
  }
  return 0;
}

/**
 * A successful login: the attempt is taken back from the client's and the account's counts (only
 * failures count), and the account's failures from this client are forgotten.
 */
export async function loginSucceeded(email: string, client: string): Promise<void> {
  await perClient.giveBack(client);
  await releaseAccount(email);
  await limits().forget(pairKey(email, client));
}

/** The owner proved the mailbox is theirs (a password reset): every wait of the account ends. */
export async function forgetLoginFailures(email: string): Promise<void> {
  await limits().forget(accountKey(email));
  await limits().forgetStartingWith(pairPrefix(email));
}
