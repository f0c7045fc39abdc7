import { clearCache, setPolyfills } from '@growthbook/growthbook';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { experimentAttributesOf } from '#ui/lib/experiments/attributes';
import { featureCacheSettings } from '#ui/lib/experiments/cache';
import { firstExposure, startExperiments } from '#ui/lib/experiments';

const visitor = '6f1c0b1e-43a5-4b7e-9a57-1c2d3e4f5a6b';
const url = 'https://cuib.ro/produse/canapele';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('experiment attributes (SPEC §7)', () => {
  it('carry the visitor id only with analytics consent, and device type, login and url', () => {
    expect(experimentAttributesOf({ visitorCookie: visitor, consentCookie: 'essential|analytics', loggedIn: true, userAgent: iphone, url })).toEqual({
      id: visitor,
      loggedIn: true,
      deviceType: 'mobile',
      url,
    });
    expect(experimentAttributesOf({ visitorCookie: visitor, consentCookie: 'essential|marketing', loggedIn: false, userAgent: desktop, url })).toEqual({
      loggedIn: false,
      deviceType: 'desktop',
      url,
    });
    expect(experimentAttributesOf({ visitorCookie: visitor, loggedIn: false, userAgent: null, url })).toEqual({ loggedIn: false, deviceType: 'desktop', url });
  });

  it('use the id issued with this page when the visitor has none yet, and ignore a malformed cookie', () => {
    const issued = '00000000-0000-4000-8000-000000000042';
    expect(experimentAttributesOf({ issuedVisitorId: issued, consentCookie: 'analytics', loggedIn: false, url }).id).toBe(issued);
    expect(experimentAttributesOf({ visitorCookie: 'nu-e-un-id', issuedVisitorId: issued, consentCookie: 'analytics', loggedIn: false, url }).id).toBe(issued);
    expect(experimentAttributesOf({ visitorCookie: visitor, issuedVisitorId: issued, consentCookie: 'analytics', loggedIn: false, url }).id).toBe(visitor);
    expect(experimentAttributesOf({ visitorCookie: '<script>', consentCookie: 'analytics', loggedIn: false, url })).not.toHaveProperty('id');
  });
});

describe('exposures recorded once per visitor', () => {
  it('is true the first time only per experiment and variation, and false when storage refuses', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    expect(firstExposure('card-layout|1', storage)).toBe(true);
    expect(firstExposure('card-layout|1', storage)).toBe(false);
    expect(firstExposure('card-layout|0', storage)).toBe(true);
    expect(firstExposure('alt-experiment|1', storage)).toBe(true);
    expect(firstExposure('card-layout|0', storage)).toBe(false);
    expect(firstExposure('card-layout|1', { getItem: () => '{', setItem: () => undefined })).toBe(false);
    expect(firstExposure('card-layout|1', { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } })).toBe(false);
  });
});

describe('the feature cache (SPEC §9)', () => {
  it('is stale after a minute, kept four hours, ten entries, and an idle stream closes after 20 s', () => {
    expect(featureCacheSettings).toEqual({ staleTTL: 60_000, maxAge: 14_400_000, maxEntries: 10, idleStreamInterval: 20_000 });
  });
});

/** The browser's SDK against a fake network: remote evaluation, the stream, the main API. */
describe('startExperiments in the browser', () => {
  const origin = 'http://cuib.test';
  const attributes = { id: visitor, loggedIn: false, deviceType: 'desktop', url: `${origin}/produse/canapele` };
  const context = { attributes, clientKey: 'sdk-cuib-ro', apiHost: origin };
  /** The remote evaluation answer: price-first, forced, with the experiment to track. */
  const evaluation = {
    features: {
      'card-layout': {
        defaultValue: 'price-first',
        rules: [{ force: 'price-first', tracks: [{ experiment: { key: 'card-layout', variations: ['standard', 'price-first'] }, result: { key: '1', variationId: 1, inExperiment: true, hashUsed: true, value: 'price-first' } }] }],
      },
    },
    dateUpdated: '2026-11-24T09:00:00.000Z',
  };
  let store: Map<string, string>;
  let calls: { method: string; url: string; body?: unknown }[];
  let answer: 'ok' | 'error' | 'hang';
  const streams: string[] = [];

  class FakeEventSource {
    onopen: (() => void) | null = null;
    onerror: (() => void) | null = null;
    readyState = 0;
    constructor(readonly url: string) {
      streams.push(url);
    }
    addEventListener() {}
    close() {}
  }

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const body = request.method === 'GET' ? undefined : await request.clone().json();
    calls.push({ method: request.method, url: request.url, body });
    if (request.url.includes('/api/eval/')) {
      if (answer === 'hang') return new Promise(() => {});
      if (answer === 'error') return new Response('{}', { status: 500 });
      return Response.json(evaluation, { headers: { 'x-sse-support': 'enabled' } });
    }
    return new Response(null, { status: 204 });
  };

  /** A new page load: the SDK's memory is gone, the browser's storage stays. */
  async function newPage(): Promise<void> {
    const saved = store.get('gbFeaturesCache');
    await clearCache();
    if (saved) store.set('gbFeaturesCache', saved);
    calls = [];
  }

  const evalCalls = () => calls.filter((call) => call.url.includes('/api/eval/'));
  const trackingCalls = () => calls.filter((call) => call.url.includes('/api/v2/')).map((call) => `${call.method} ${call.url.replace(origin, '')}`);

  beforeEach(async () => {
    store = new Map();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    vi.stubGlobal('window', { location: { origin, href: attributes.url } });
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('fetch', fakeFetch);
    setPolyfills({ fetch: fakeFetch, EventSource: FakeEventSource, localStorage: storage });
    answer = 'ok';
    streams.length = 0;
    calls = [];
    await clearCache();
  });

  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await clearCache();
  });

  it('evaluates remotely with the attributes, forced variations and features and url, opens the stream, and records the exposure once per visitor', async () => {
    await expect(startExperiments(context)).resolves.toBe('price-first');
    expect(evalCalls()).toEqual([
      { method: 'POST', url: `${origin}/api/eval/sdk-cuib-ro`, body: { attributes, forcedVariations: {}, forcedFeatures: [], url: attributes.url } },
    ]);
    expect(streams).toEqual([`${origin}/sub/sdk-cuib-ro`]);
    await vi.waitFor(() => expect(trackingCalls()).toHaveLength(2));
    expect(trackingCalls().sort()).toEqual(['GET /api/v2/viewed-experiments?ex=card-layout%7C1', 'POST /api/v2/experiment-event']);
    expect(calls.find((call) => call.url.endsWith('/experiment-event'))?.body).toEqual({
      name: 'experiment_viewed',
      params: { experiment_id: 'card-layout', variation_id: 1 },
    });

    // The next page (the cache is fresh: no new evaluation) tracks again in the SDK, but records nothing more.
    await newPage();
    await expect(startExperiments(context)).resolves.toBe('price-first');
    expect(evalCalls()).toEqual([]);
    expect(trackingCalls()).toEqual([]);
  });

  it('uses the cached evaluation when the payload is stale and the backend answers an HTTP error, or does not answer (SPEC §8)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await expect(startExperiments(context)).resolves.toBe('price-first');

    await newPage();
    vi.setSystemTime(Date.now() + 61_000);
    answer = 'error';
    await expect(startExperiments(context)).resolves.toBe('price-first');
    // It did ask again (stale after a minute), and kept the cache when that failed.
    expect(evalCalls()).toHaveLength(1);

    await newPage();
    vi.setSystemTime(Date.now() + 3_600_000);
    answer = 'hang';
    await expect(startExperiments(context)).resolves.toBe('price-first');
    expect(evalCalls()).toHaveLength(1);
  });

  it('does not use a cache older than four hours: a failing backend then gives the default', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await expect(startExperiments(context)).resolves.toBe('price-first');
    await newPage();
    vi.setSystemTime(Date.now() + 4 * 3_600_000 + 1_000);
    answer = 'error';
    await expect(startExperiments(context)).resolves.toBe('standard');
  });

  it('gives the default after two seconds when the backend does not answer and nothing is cached', async () => {
    vi.useFakeTimers();
    answer = 'hang';
    const started = startExperiments(context);
    await vi.advanceTimersByTimeAsync(1_999);
    let settled = false;
    void started.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(started).resolves.toBe('standard');
  });
});
