import { knownBrowserCookie } from '#domain/visitor';
import type { Visitor } from '#generated/main-api/types.gen';
import { cookieValue } from './consent';
import { sameOrigin } from './same-origin';

/**
 * Who this browser is, for the personal parts of a page drawn the same for everyone (the header's
 * user, the likes' owner, the watch form's address, the experiments' id, „Pentru tine”). Asked
 * once per page, after load, and only when the page says the backends know this browser (the
 * `cuib_known` mark): a first-time visitor's page makes no call. Answers nobody when the call
 * fails: the page stays as it was drawn, for a visitor.
 */
const nobody: Visitor = { user: null, visitorId: null };

let answer: Visitor | undefined;
let asking: Promise<Visitor> | undefined;
const listeners = new Set<() => void>();

/** Whether the backends know this browser by a session or a visitor id (both HttpOnly, so the page marks it). */
export const isKnownBrowser = (): boolean => typeof document !== 'undefined' && cookieValue(document.cookie, knownBrowserCookie) === '1';

/** The answer, asked once per page. */
export function visitor(): Promise<Visitor> {
  asking ??= (isKnownBrowser() ? ask() : Promise.resolve(nobody)).then((known) => {
    answer = known;
    for (const listener of listeners) listener();
    return known;
  });
  return asking;
}

async function ask(): Promise<Visitor> {
  try {
    const { getVisitor } = await import('#generated/main-api/sdk.gen');
    return (await getVisitor({ ...sameOrigin() })).data;
  } catch (error) {
    console.warn('Who this browser is could not be asked; the page stays as drawn.', error);
    return nobody;
  }
}

/** The answer once it has come, else undefined (for useSyncExternalStore). */
export const knownVisitor = (): Visitor | undefined => answer;

export function subscribeVisitor(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
