import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { chooseEncoding } from '../compression';
import { inlineScriptHashes } from './script-hashes';

/** A page kept for every visitor with the same key, compressed both ways. */
interface Entry {
  /** The catalogue's version the page was drawn with: another version is another page. */
  version: string;
  storedAt: number;
  etag: string;
  headers: [string, string][];
  /** The CSP sources of its inline scripts (the cached page has no nonce of its own). */
  scriptHashes: string[];
  br: Buffer;
  gzip: Buffer;
}

export interface PageCacheOptions {
  /** Bytes of compressed pages kept; the least recently used go first. */
  maxBytes: number;
  /** How long a page is answered as it is (also a shared cache's `s-maxage`). */
  freshMs: number;
  /** How much longer it may be answered while it is drawn again in the background. */
  staleMs: number;
  now?: () => number;
}

/** A page as drawn, and whether a part of it was drawn with its failure fallback. */
export interface DrawnPage {
  response: Response;
  /**
   * Asked once the page's body has ended: a part streamed after the headers (reviews in their
   * `<Suspense>`) may still fall back then.
   */
  degraded: () => boolean;
}

/**
 * How far behind the catalogue a kept page may be answered: drawn at an earlier version, it is
 * answered for at most `maxMs` after that version was last known current (so at most that long
 * after the change that replaced it), and drawn again in the background once it is `redrawAfterMs`
 * behind. A catalogue that changes every second then never empties the cache, and each page is
 * drawn again at most about once per `redrawAfterMs`.
 */
export interface CatalogueLag {
  maxMs: number;
  redrawAfterMs: number;
  /**
   * The version is the page's own (a product page's digest of its offers), not the catalogue's
   * count: it has no order, and only the requests for that product's pages say when it was current.
   */
  ownVersion?: boolean;
}

export interface PageToAnswer {
  request: Request;
  key: string;
  /**
   * The catalogue's version now; undefined when it could not be read: nothing is then kept, and
   * only a page allowed to lag is answered from memory, while within its bound.
   */
  version: string | undefined;
  /** How far behind the catalogue this page may be (none: a new version is drawn at once). */
  lag?: CatalogueLag;
  /** Draws the page for this request. */
  draw: () => Promise<DrawnPage>;
  /** Draws it again for the cache, in the background, after a stale page was answered. */
  drawAgain: () => Promise<DrawnPage>;
}

export interface CachedAnswer {
  response: Response;
  /** For a page answered from the cache: the CSP sources of its inline scripts. */
  scriptHashes?: string[];
}

/** How long a cache in front may keep a page answered while it was drawn (see `drawnPolicy`). */
const drawnSharedSeconds = 5;

// Quality 6 is within 3 % of quality 11 on our pages at a fortieth of its time (12 ms for the
// category page, on zlib's thread pool, once per page and version).
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const brotliParams = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } };

/** The header that says how far behind the catalogue an answer may be, and the bound for its page. */
export const catalogueLagHeader = 'cuib-catalogue-lag';

const lagValue = (behindMs: number, lag: CatalogueLag | undefined) => `${(behindMs / 1000).toFixed(1)}; max=${Math.round((lag?.maxMs ?? 0) / 1000)}`;

/** Versions are remembered this long after they were last current: longer than any page's lag. */
const versionMemoryMs = 10 * 60_000;
/** A page's own versions (one per product) are many: remembered a minute, longer than their pages' lag. */
const ownVersionMemoryMs = 60_000;

/** Headers of the drawn page that belong to that one answer, not to the page. */
const ownHeaders = new Set([catalogueLagHeader, 'set-cookie', 'content-length', 'content-encoding', 'date', 'x-request-id', 'cache-control', 'cache-status', 'etag', 'age', 'vary']);

/**
 * The shared page cache: pages that depend only on their key (app/page-cache/key.ts) and the
 * catalogue are drawn once per catalogue version and answered from memory, with the semantics
 * a CDN gets in `Cache-Control` — fresh for `freshMs`, then answered stale for up to `staleMs`
 * while one background draw replaces it. A page drawn at an earlier catalogue version is answered
 * only within its page's bound (`CatalogueLag`), else drawn for the visitor. Concurrent misses of
 * one page wait for a single draw.
 */
export function createPageCache({ maxBytes, freshMs, staleMs, now = Date.now }: PageCacheOptions) {
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.br.byteLength + entry.gzip.byteLength + 512,
    ttl: freshMs + staleMs,
    perf: { now },
  });
  /** Draws under way, by `drawId`, that others wait for instead of drawing too. */
  const drawing = new Map<string, Promise<void>>();
  const drawId = (key: string, version: string) => `${key}\n${version}`;
  /** Marks a draw of `key` at `version` as under way until `work` settles. */
  const underway = (key: string, version: string, work: Promise<void>) => {
    const id = drawId(key, version);
    drawing.set(id, work);
    void work.finally(() => drawing.delete(id));
  };
  const sharedPolicy = `public, max-age=0, s-maxage=${Math.round(freshMs / 1000)}, stale-while-revalidate=${Math.round(staleMs / 1000)}`;
  // A page answered while it is drawn leaves with its headers before its last part is known to be
  // whole: a cache in front keeps that copy a few seconds, then gets the kept one, known whole.
  const drawnPolicy = `public, max-age=0, s-maxage=${drawnSharedSeconds}`;

  /**
   * When each recent catalogue version was last seen current (asked before a page), oldest first. A
   * page drawn at a version is behind the catalogue since then at the latest: the change that
   * replaced it came after. An answer that saw an older version than the newest seen (requests
   * overlap) does not move it.
   */
  const lastCurrent = new Map<string, number>();
  let newest: string | undefined;
  /** Notes `version` current now, and forgets those not current for `memoryMs` (the oldest come first). */
  const remember = (seen: Map<string, number>, version: string, memoryMs: number) => {
    seen.delete(version);
    seen.set(version, now());
    for (const [old, at] of seen) {
      if (now() - at <= memoryMs) break;
      seen.delete(old);
    }
  };
  const observe = (version: string) => {
    if (newest !== undefined && version !== newest && Number(version) < Number(newest)) return;
    newest = version;
    remember(lastCurrent, version, versionMemoryMs);
  };
  /**
   * When each recent version of a page's own (a product's digest, under any of its keys) was last
   * read current, oldest first. Such versions have no order: a read that came back late, after the
   * change, counts its version current a little longer, by at most the read's own bound (250 ms).
   */
  const ownCurrent = new Map<string, number>();
  /** How long since the version of a kept page was last seen current: at most how far behind the catalogue it is. */
  const sinceCurrent = (entry: Entry, lag: CatalogueLag) => now() - ((lag.ownVersion ? ownCurrent : lastCurrent).get(entry.version) ?? Number.NEGATIVE_INFINITY);
  /** How long the page kept at `entry.version` has been behind `version`: 0 when it is that version. */
  const behind = (entry: Entry, version: string, lag: CatalogueLag | undefined) => (entry.version === version || !lag ? 0 : sinceCurrent(entry, lag));

  /** The page kept under `key`, unless past its fresh and stale time. */
  const keptPage = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    // lru-cache's own expiry (which frees the memory) reads its clock at a coarser grain.
    return entry && now() - entry.storedAt <= freshMs + staleMs ? entry : undefined;
  };

  const current = (key: string, version: string, lag: CatalogueLag | undefined): Entry | undefined => {
    const entry = keptPage(key);
    if (!entry) return undefined;
    if (entry.version === version) return entry;
    return lag && behind(entry, version, lag) <= lag.maxMs ? entry : undefined;
  };

  /**
   * Keeps a drawn page once its body has ended, unless a part of it fell back. Such a page is not
   * kept at all (not even briefly): the next visitor's page is drawn again, whole once the backend
   * is back, and a stale page being replaced stays until a whole one replaces it.
   */
  async function keep(key: string, version: string, headers: Headers, body: ReadableStream<Uint8Array>, degraded: () => boolean): Promise<void> {
    const html = Buffer.from(await new Response(body).arrayBuffer());
    if (degraded()) return;
    const [br, gz] = await Promise.all([brotli(html, brotliParams), gzip(html, { level: 6 })]);
    const digest = createHash('sha256').update(html).digest('base64url').slice(0, 16);
    entries.set(key, {
      version,
      storedAt: now(),
      etag: `W/"${version}-${digest}"`,
      headers: [...headers].filter(([name]) => !ownHeaders.has(name)),
      scriptHashes: inlineScriptHashes(html.toString('utf8')),
      br,
      gzip: gz,
    });
  }

  /** Starts keeping a drawn page if it can be shared; returns what the visitor gets. */
  function keepWhileAnswering(key: string, version: string, { response: page, degraded }: DrawnPage, lag: CatalogueLag | undefined): Response {
    if (!storable(page)) return page;
    const [toVisitor, toCache] = page.body!.tee();
    underway(key, version, keep(key, version, page.headers, toCache, degraded).catch((error: unknown) => console.warn('A page could not be kept in the page cache.', error)));
    const response = new Response(toVisitor, page);
    response.headers.set('cache-control', drawnPolicy);
    response.headers.set('cache-status', 'cuib; fwd=miss; stored');
    response.headers.set(catalogueLagHeader, lagValue(0, lag));
    // The same as a cached answer's: the encoding is added here, not after it by the compression.
    response.headers.set('vary', 'Accept-Encoding, Cookie, User-Agent');
    return response;
  }

  /** Keys drawn again in the background now: one draw per page, whatever versions come meanwhile. */
  const redrawing = new Set<string>();

  function refresh(key: string, version: string, drawAgain: () => Promise<DrawnPage>): void {
    if (drawing.has(drawId(key, version)) || redrawing.has(key)) return;
    redrawing.add(key);
    underway(
      key,
      version,
      drawAgain()
        .then(async ({ response: page, degraded }) => {
          if (storable(page)) await keep(key, version, page.headers, page.body!, degraded);
          else await page.body?.cancel();
        })
        .catch((error: unknown) => console.warn('A stale page could not be drawn again; it is answered until it expires.', error))
        .finally(() => redrawing.delete(key)),
    );
  }

  function fromCache(request: Request, entry: Entry, behindMs: number, lag: CatalogueLag | undefined): CachedAnswer {
    const age = Math.max(0, now() - entry.storedAt);
    const headers = new Headers(entry.headers);
    headers.set(catalogueLagHeader, lagValue(behindMs, lag));
    headers.set('cache-control', sharedPolicy);
    headers.set('etag', entry.etag);
    headers.set('vary', 'Accept-Encoding, Cookie, User-Agent');
    headers.set('age', String(Math.floor(age / 1000)));
    headers.set('cache-status', `cuib; hit; ttl=${Math.floor((freshMs - age) / 1000)}`);
    if (matches(request.headers.get('if-none-match'), entry.etag)) {
      for (const name of ['content-type', 'content-length']) headers.delete(name);
      // The browser keeps its copy with the headers of this answer: the policy must allow that copy's scripts.
      return { response: new Response(null, { status: 304, headers }), scriptHashes: entry.scriptHashes };
    }
    const encoding = chooseEncoding(request.headers.get('accept-encoding') ?? undefined);
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : zlib.brotliDecompressSync(entry.br);
    if (encoding) headers.set('content-encoding', encoding);
    headers.set('content-length', String(body.byteLength));
    return { response: new Response(new Uint8Array(body), { status: 200, headers }), scriptHashes: entry.scriptHashes };
  }

  return {
    sharedPolicy,

    async answer({ request, key, version, lag, draw, drawAgain }: PageToAnswer): Promise<CachedAnswer> {
      if (version === undefined) {
        // The version could not be read in time: most often the event loop was busy drawing pages,
        // not the backend gone. A page allowed to lag the catalogue is still answered while its
        // version was seen current within the bound (the change that replaced it came later, so it
        // is within the bound still); drawing it would only make the loop busier.
        const entry = lag ? keptPage(key) : undefined;
        const behindMs = entry && lag ? sinceCurrent(entry, lag) : Number.POSITIVE_INFINITY;
        if (entry && lag && behindMs <= lag.maxMs) return fromCache(request, entry, behindMs, lag);
        return { response: (await draw()).response };
      }
      if (lag?.ownVersion) remember(ownCurrent, version, ownVersionMemoryMs);
      else if (lag) observe(version);
      let entry = current(key, version, lag);
      const inProgress = entry ? undefined : drawing.get(drawId(key, version));
      if (inProgress) {
        await inProgress;
        entry = current(key, version, lag);
      }
      if (entry) {
        const behindMs = behind(entry, version, lag);
        if (now() - entry.storedAt > freshMs || (entry.version !== version && behindMs >= lag!.redrawAfterMs)) refresh(key, version, drawAgain);
        return fromCache(request, entry, behindMs, lag);
      }
      return { response: keepWhileAnswering(key, version, await draw(), lag) };
    },

    clear: () => entries.clear(),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** Only a whole, successful page without cookies of its own is kept. */
function storable(page: Response): boolean {
  return page.status === 200 && page.body !== null && (page.headers.get('content-type') ?? '').startsWith('text/html') && !page.headers.has('set-cookie');
}

/** RFC 9110 §13.1.2: If-None-Match compares weakly; `*` matches any current page. */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}
