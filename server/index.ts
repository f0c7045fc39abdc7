import type { Hono } from 'hono';
import { apiFallbackApp } from './backends/api-fallback';
import { adminDataApp } from './backends/admin/app';
import { featuresApp } from './backends/features/app';
import { imagesApp } from './backends/images';
import { devMailboxEnabled, mailboxApp } from './backends/mailbox';
import { mainApiApp } from './backends/main-api/app';
import { likesApp } from './backends/likes/app';
import { searchApp } from './backends/search/app';
import { clickthroughApp } from './backends/tracking/clickthrough';
import { impressionsApp } from './backends/tracking/impressions';
import { whenDatabaseOpens } from './context';
import { startJobs } from './jobs';
import { watchdogApp } from './backends/watchdog/app';
import { configuredBackendUrl } from '#domain/backends';

/** One embedded backend: its name (as in `CUIB_<NAME>_URL`), the paths it owns and its app. */
export interface EmbeddedBackend {
  name: string;
  owns: (path: string) => boolean;
  app: Hono;
}

const under = (...prefixes: string[]) => (path: string) => prefixes.some((prefix) => path.startsWith(prefix));

/** Where only backends answer: an unknown path here is an API's 404, never the site's page. */
export const apiPrefixes = ['/api/', '/v1/', '/v2/', '/impression', '/sub/'] as const;

/**
 * Every backend the embedded server answers for, on the site's own origin. `images` and `mailbox`
 * have no contract: generated pictures, and the development mailbox. The last one answers every
 * other path under an API prefix with a problem+json 404.
 */
export const embeddedBackends: readonly EmbeddedBackend[] = [
  { name: 'main-api', owns: under('/api/v2/'), app: mainApiApp },
  { name: 'likes', owns: (path) => /^\/api\/v1\/[^/]+\/(like|like-all|login)(\/|$)/.test(path), app: likesApp },
  { name: 'watchdog', owns: (path) => /^\/api\/v1\/[^/]+\/watchdog\//.test(path), app: watchdogApp },
  { name: 'admin-data', owns: (path) => path === '/v1/data', app: adminDataApp },
  { name: 'search', owns: (path) => path === '/v2/search', app: searchApp },
  { name: 'impressions', owns: (path) => path === '/impression', app: impressionsApp },
  { name: 'features', owns: under('/api/features/', '/api/eval/', '/sub/'), app: featuresApp },
  { name: 'clickthrough', owns: under('/v2/clickthrough/'), app: clickthroughApp },
  { name: 'images', owns: under('/images/'), app: imagesApp },
  { name: 'mailbox', owns: (path) => path === '/dev/mailbox' && devMailboxEnabled(), app: mailboxApp },
  { name: 'api-fallback', owns: under(...apiPrefixes), app: apiFallbackApp },
];

// Watch notifications run in the background once the embedded database is in use, in one site
// worker only when there are several (scripts/start.ts gives the others CUIB_JOBS=off).
if (process.env.CUIB_JOBS !== 'off') whenDatabaseOpens(() => startJobs());


/** The backend that owns `path`, embedded or not. */
export const backendOwning = (path: string) => embeddedBackends.find((backend) => backend.owns(path));

/**
 * The embedded backend that owns `path`, unless the env points that backend elsewhere (then the
 * site proxies it). The request's Node bindings must be passed on (`app.fetch(request, c.env)`):
 * rate limits read the client's address from them.
 */
export function embeddedBackendFor(path: string): EmbeddedBackend | undefined {
  const backend = backendOwning(path);
  return backend && !configuredBackendUrl(backend.name) ? backend : undefined;
}
