import { now } from '../clock';
import { db } from '../context';
import { limitRepository } from '../repositories/limits';
import { fixedWindow } from './rate-limit';

const limits = () => limitRepository(db());

/** Failures of one account from one client before it must wait. */
export const freeFailures = 5;
/** The first wait; each further failure doubles it, up to `longestWaitMs`. */
const firstWaitMs = 30_000;
const longestWaitMs = 60 * 60_000;
/** After a day without attempts, an account and client start afresh. */
const forgetAfterMs = 24 * 60 * 60_000;

/** Login attempts from one client across every account: guessing many accounts is refused too. */
const perClient = fixedWindow('login-client', { limit: 20, windowMs: 15 * 60_000 });

const accountKey = (email: string, client: string) => `login:${email.toLowerCase()}|${client}`;

/**
 * Reserves a login attempt before the password is checked, so concurrent attempts are counted
 * before any of them is verified: answers milliseconds to wait (the attempt is refused), or 0.
 *
 * Keyed on account and client, so someone guessing a shopper's password does not lock the shopper
 * out; each failure past `freeFailures` doubles the wait. Every attempt counts as a failure until
 * `succeeded` forgets it.
 */
export function reserveLoginAttempt(email: string, client: string): number {
  const clientWait = perClient.take(client);
  if (clientWait > 0) return clientWait;
  const time = now();
  return limits().update(accountKey(email, client), (state) => {
    if (state && state.blockedUntil > time) return { next: state, result: state.blockedUntil - time };
    const fresh = !state || time - state.windowStartedAt > forgetAfterMs;
    const hits = fresh ? 1 : state.hits + 1;
    const blockedUntil = hits >= freeFailures ? time + Math.min(firstWaitMs * 2 ** (hits - freeFailures), longestWaitMs) : 0;
    // windowStartedAt holds the latest attempt here: a day of quiet forgets the failures.
    return { next: { hits, windowStartedAt: time, blockedUntil }, result: 0 };
  });
}

/** A successful login forgets the account's failures from this client. */
export function loginSucceeded(email: string, client: string): void {
  limits().forget(accountKey(email, client));
}
