/**
 * The stateful sequences a contract implies, each step checked like any request and the state
 * between steps checked too: like → the state shows it liked → unlike → not liked; subscribe →
 * the watch state shows it → unsubscribe → not watched; register → confirm (with the code from
 * the mailbox given by --mailbox) → log in → `me` is that user. Cookies the service sets are kept
 * for the following steps, as a browser would.
 */
import type { ContractOperation, Json } from '../load.ts';
import { exampleInput, type RequestInput } from './cases.ts';
import { sendAndJudge, type CheckedContract } from './judge.ts';
import { Jar } from './jar.ts';
import { prepare, type Outcome, type SendOptions } from './send.ts';

export interface SequenceOptions extends SendOptions {
  seed: number;
  /** An id of an existing variant, for the likes and the watch; else the contract's example. */
  variantId?: number;
  /** A page listing the service's sent e-mails (newest first), to read the confirmation code from. */
  mailbox?: string;
}

export interface SequenceResult {
  outcomes: Outcome[];
  /** Sequences that could not run here, and why. */
  skipped: string[];
}

export async function runSequences(
  contract: CheckedContract,
  operations: ContractOperation[],
  options: SequenceOptions & { timedOnce: (operationId: string) => boolean },
): Promise<SequenceResult> {
  const { document } = contract;
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const has = (...ids: string[]) => ids.every((id) => byId.has(id));
  const result: SequenceResult = { outcomes: [], skipped: [] };

  /** One step: sent, judged, its cookies kept; false when the sequence cannot go on. */
  const run = async (name: string, jar: Jar, id: string, change: (input: RequestInput) => void, check?: (json: unknown) => string | undefined) => {
    const operation = byId.get(id)!;
    const input = exampleInput(document, operation, options.seed);
    change(input);
    const request = prepare(document, operation, input, options, { extraCookie: jar.header() });
    const { outcome, json, headers } = await sendAndJudge(contract, operation, { kind: `sequence ${name}: ${id}`, expect: 'valid' }, request, options, { timed: options.timedOnce(id) });
    jar.take(headers);
    // A documented rate limit keeps the contract; the sequence just cannot go on this time.
    if (outcome.status === 429 && outcome.problems.length === 0) {
      result.skipped.push(`${name}: ${id} answered 429 (a rate limit); run again once its window has passed`);
      return { ok: false, json };
    }
    const succeeded = outcome.status !== undefined && outcome.status < 300;
    if (!succeeded) outcome.problems.push({ check: 'sequence_state', message: `the step answered ${outcome.status ?? 'nothing'}, so the sequence stopped here` });
    const wrongState = succeeded ? check?.(json) : undefined;
    if (wrongState) outcome.problems.push({ check: 'sequence_state', message: wrongState });
    result.outcomes.push(outcome);
    return { ok: succeeded && !wrongState, json };
  };

  const variantOf = (id: string, parameter: string) => options.variantId ?? Number(exampleInput(document, byId.get(id)!, options.seed).path[parameter]);

  if (has('likeItem', 'getLikeStates', 'unlikeItem')) {
    const jar = new Jar();
    const item = variantOf('likeItem', 'item_id');
    const liked = (expected: boolean) => (json: unknown) => {
      const state = (json as Json[] | undefined)?.find((entry) => entry.item_id === item);
      return state?.liked_by_user === expected ? undefined : `the like state of ${item} shows liked_by_user ${String(state?.liked_by_user)}, expected ${expected}`;
    };
    const name = 'like → state → unlike';
    const steps: [string, (input: RequestInput) => void, ((json: unknown) => string | undefined)?][] = [
      ['likeItem', (input) => (input.path.item_id = item)],
      ['getLikeStates', (input) => (input.body = [item]), liked(true)],
      ['unlikeItem', (input) => (input.path.item_id = item)],
      ['getLikeStates', (input) => (input.body = [item]), liked(false)],
    ];
    // The item is a variant, whatever kind of item the examples like.
    const ofVariant = (change: (input: RequestInput) => void) => (input: RequestInput) => {
      input.path.item_type = 'variant';
      change(input);
    };
    for (const [id, change, check] of steps) if (!(await run(name, jar, id, ofVariant(change), check)).ok) break;
  }

  if (has('subscribeWatch', 'getWatchState', 'unsubscribeWatch')) {
    const jar = new Jar();
    const variant = variantOf('subscribeWatch', 'variant_id');
    const subscribed = (expected: boolean) => (json: unknown) =>
      (json as Json | undefined)?.subscribed === expected ? undefined : `the watch state of ${variant} shows subscribed ${String((json as Json | undefined)?.subscribed)}, expected ${expected}`;
    const name = 'subscribe → watch state → unsubscribe';
    const steps: [string, ((json: unknown) => string | undefined)?][] = [['subscribeWatch'], ['getWatchState', subscribed(true)], ['unsubscribeWatch'], ['getWatchState', subscribed(false)]];
    for (const [id, check] of steps) if (!(await run(name, jar, id, (input) => (input.path.variant_id = variant), check)).ok) break;
  }

  if (has('registerUser', 'confirmUserRegistration', 'loginUser', 'getCurrentUser')) {
    const jar = new Jar();
    const name = 'register → confirm → login → me';
    // A new address each run: the same one would already be registered.
    const email = `verificare.${options.seed}.${Date.now().toString(36)}@exemplu.ro`;
    const password = 'Nuc-de-stejar-2026!';
    const registered = await run(name, jar, 'registerUser', (input) => (input.body = { email, password, firstName: 'Ioana', lastName: 'Popescu', termsAccepted: true }));
    if (!registered.ok) return result;
    if (!options.mailbox) {
      result.skipped.push(`${name}: the confirmation needs the e-mailed code; give --mailbox with the page that lists sent e-mails`);
      return result;
    }
    // The answer names no user (it would tell a new address from a known one): the e-mail's link
    // carries the user id and the code. It is the first link after the address in the mailbox.
    const mails = await fetch(options.mailbox, { signal: AbortSignal.timeout(options.timeoutMs) }).then((response) => response.text(), () => '');
    const link = /confirmation\/(\d+)\/([\w-]+)/.exec(mails.slice(Math.max(0, mails.indexOf(email))));
    if (!mails.includes(email) || !link) {
      result.skipped.push(`${name}: no confirmation link for ${email} in ${options.mailbox}`);
      return result;
    }
    const [, userId, code] = link;
    const steps: [string, (input: RequestInput) => void, ((json: unknown) => string | undefined)?][] = [
      ['confirmUserRegistration', (input) => (input.body = { userId: Number(userId), confirmationCode: code })],
      ['loginUser', (input) => (input.body = { email, password })],
      ['getCurrentUser', () => undefined, (json) => ((json as Json | undefined)?.email === email ? undefined : `me is ${String((json as Json | undefined)?.email)}, not the user who logged in (${email})`)],
    ];
    for (const [id, change, check] of steps) if (!(await run(name, jar, id, change, check)).ok) break;
  }
  return result;
}
