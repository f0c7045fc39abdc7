/**
 * The like state of every item on the page (SPEC §4 "Like toggle"), as a tiny external store the
 * hearts read with `useSyncExternalStore`. It holds no network code: the calls live in
 * `like-runtime.ts`, loaded with TanStack Query the first time they are needed (at start for a
 * visitor the likes service knows, or when a shopper first comes to a heart), so a new visitor's
 * page carries none of it.
 */
export const likeItemTypes = ['variant', 'comparison'] as const;
export type LikeItemType = (typeof likeItemTypes)[number];

/** What a heart shows. `count` is null until the likes service answered. */
export interface LikeView {
  liked: boolean;
  count: number | null;
  /** A call for this item is running: the heart is disabled. */
  busy: boolean;
}

/** A like kept in the browser until the likes service has it (SPEC §3: itemType, itemId). */
export interface StoredLike {
  itemType: LikeItemType;
  itemId: number;
}

/** SPEC §9: this many stored variant likes set the prompt to keep them in an account. */
export const likesForPrompt = 3;

const storedKey = 'cuib:likes';
const pairedKey = 'cuib:likes-paired-user';
const promptKey = 'cuib:likes-prompt';

type ServerState = { liked: boolean; count: number };
const server = new Map<string, ServerState>();
const busy = new Set<string>();
const listeners = new Set<() => void>();
const views = new Map<string, LikeView>();

/** Items registered by hearts and not yet asked for, per type. */
export const queued: Record<LikeItemType, Set<number>> = { variant: new Set(), comparison: new Set() };

const keyOf = (type: LikeItemType, id: number) => `${type}:${id}`;

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback; // storage blocked, or a value someone edited by hand
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the like then lives only as long as the page.
  }
}

/** The likes kept in the browser, read from storage once and again only after this page changes them (every heart asks on each change). */
let stored: StoredLike[] | undefined;
export const storedLikes = (): StoredLike[] =>
  (stored ??= readJson<StoredLike[]>(storedKey, []).filter((like) => likeItemTypes.includes(like.itemType) && Number.isInteger(like.itemId)));
// Another tab changed them: read again, and let the hearts know.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== storedKey && event.key !== null) return;
    stored = undefined;
    emit();
  });
}
export const isStored = (type: LikeItemType, id: number) => storedLikes().some((like) => like.itemType === type && like.itemId === id);

function emit(): void {
  views.clear();
  for (const listener of listeners) listener();
}

export function subscribeLikes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A stored like adds one to the count and shows as liked until the service has it. */
export function likeView(type: LikeItemType, id: number): LikeView {
  const key = keyOf(type, id);
  let view = views.get(key);
  if (!view) {
    const known = server.get(key);
    const local = typeof window !== 'undefined' && isStored(type, id) && !known?.liked;
    view = { liked: Boolean(known?.liked) || local, count: known ? known.count + (local ? 1 : 0) : null, busy: busy.has(key) };
    views.set(key, view);
  }
  return view;
}

export const serverLikeView: LikeView = { liked: false, count: null, busy: false };

export function setServerStates(type: LikeItemType, states: readonly { item_id: number; liked_by_user: boolean; likes_count: number }[]): void {
  for (const state of states) server.set(keyOf(type, state.item_id), { liked: state.liked_by_user, count: state.likes_count });
  emit();
}

export const isServerLiked = (type: LikeItemType, id: number) => Boolean(server.get(keyOf(type, id))?.liked);

export function setBusy(type: LikeItemType, id: number, value: boolean): void {
  if (value) busy.add(keyOf(type, id));
  else busy.delete(keyOf(type, id));
  emit();
}

export function storeLike(type: LikeItemType, id: number, liked: boolean): void {
  const others = storedLikes().filter((like) => !(like.itemType === type && like.itemId === id));
  stored = liked ? [...others, { itemType: type, itemId: id }] : others;
  writeJson(storedKey, stored.length > 0 ? stored : null);
  // SPEC §4: three stored variant likes set the prompt flag (once; a dismissed prompt stays away).
  if (liked && readJson<string | null>(promptKey, null) === null && others.filter((like) => like.itemType === 'variant').length + (type === 'variant' ? 1 : 0) >= likesForPrompt) {
    writeJson(promptKey, 'due');
  }
  emit();
}

let likedTotal: number | null = null;

/** The number of liked variants the service last gave (null before), for the header's badge. */
export const serviceLikedTotal = () => likedTotal;
export function setLikedTotal(total: number): void {
  likedTotal = total;
  emit();
}

/** Variant likes the browser keeps for the service: the header's badge counts them too. */
export const storedVariantLikes = () => (typeof window === 'undefined' ? 0 : storedLikes().filter((like) => like.itemType === 'variant' && !isServerLiked('variant', like.itemId)).length);

/** Whether the prompt to keep the likes in an account should show now. */
export const likesPromptDue = () => readJson<string | null>(promptKey, null) === 'due';
export function dismissLikesPrompt(): void {
  writeJson(promptKey, 'shown');
  emit();
}

export const pairedUser = () => readJson<number | null>(pairedKey, null);
export const rememberPairedUser = (userId: number | null) => writeJson(pairedKey, userId);

/** Who is looking: set once at start by `LikesStart`. `personal`: the backends may know this browser (a visitor or session cookie). */
export const identity = { userId: null as number | null, personal: false };

let runtime: Promise<typeof import('./like-runtime')> | undefined;
/** The calls, once ready to ask states: after the start-up sync when the page starts one. */
let ready: Promise<typeof import('./like-runtime')> | undefined;
let flushTimer: ReturnType<typeof setTimeout> | undefined;

/** Loads the calls (and TanStack Query with them). */
export function likeRuntime(): Promise<typeof import('./like-runtime')> {
  runtime ??= import('./like-runtime');
  runtime.catch(() => (runtime = undefined));
  return runtime;
}

/**
 * At the page's start only (not when a heart is merely approached): the stored likes are sent,
 * a new sign-in paired, then the queued states asked.
 */
export function startLikes(): Promise<unknown> {
  ready = likeRuntime().then(async (module) => {
    await module.start();
    return module;
  });
  scheduleFlush();
  return ready;
}

/** SPEC §4: the likes of loaded items are asked in one request per type, after the current tick. */
function scheduleFlush(): void {
  if (flushTimer || !ready) return;
  const loaded = ready;
  flushTimer = setTimeout(() => {
    flushTimer = undefined;
    void loaded.then((module) => module.flush()).catch(() => undefined);
  }, 0);
}

/** A heart on the page: its state is asked with the others' (once the calls are loaded). */
export function registerLike(type: LikeItemType, id: number): void {
  if (server.has(keyOf(type, id))) return;
  queued[type].add(id);
  scheduleFlush();
}

/** Loads the calls when the shopper comes to a heart, so its press rarely waits; the queued states follow. */
export function warmLikes(): void {
  ready ??= likeRuntime();
  void ready.then(() => scheduleFlush()).catch(() => (ready = undefined));
}

/** The heart's press (SPEC §4): like, or unlike. */
export async function toggleLike(type: LikeItemType, id: number): Promise<void> {
  const { liked, busy: running } = likeView(type, id);
  if (running) return;
  // A visitor without an account keeps the like in the browser; the next start sends it.
  if (identity.userId === null && (!liked || isStored(type, id))) {
    storeLike(type, id, !liked);
    return;
  }
  const module = await likeRuntime();
  await module.toggle(type, id, !liked);
}

/** Forgets everything: for stories and tests, which run many pages' worth of hearts in one document. */
export function resetLikeStore(): void {
  // Cold again: hearts wait to be approached before asking, as on a new visitor's page.
  ready = undefined;
  clearTimeout(flushTimer);
  flushTimer = undefined;
  server.clear();
  busy.clear();
  for (const type of likeItemTypes) queued[type].clear();
  likedTotal = null;
  identity.userId = null;
  identity.personal = false;
  stored = [];
  writeJson(storedKey, null);
  writeJson(promptKey, null);
  writeJson(pairedKey, null);
  emit();
}
