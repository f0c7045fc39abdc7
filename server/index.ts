import type { Hono } from 'hono';
import { adminDataApp } from './backends/admin/app';
import { featuresApp } from './backends/features/app';
import { imagesApp } from './backends/images';
import { mailboxApp } from './backends/mailbox';
import { mainApiApp } from './backends/main-api/app';
import { likesApp } from './backends/likes/app';
import { searchApp } from './backends/search/app';
import { clickthroughApp } from './backends/tracking/clickthrough';
import { impressionsApp } from './backends/tracking/impressions';
import { whenDatabaseOpens } from './context';
import { startJobs } from './jobs';
import { watchdogApp } from './backends/watchdog/app';

/** One embedded backend: its name (as in `CUIB_<NAME>_URL`), the paths it owns and its app. */
export interface EmbeddedBackend {
  name: string;
  owns: (path: string) => boolean;
  app: Hono;
}

const under = (...prefixes: string[]) => (path: string) => prefixes.some((prefix) => path.startsWith(prefix));

/**
 * Every backend the embedded server answers for, on the site's own origin. `images` and `mailbox`
 * have no contract: generated pictures, and the development mailbox.
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
  { name: 'mailbox', owns: (path) => path === '/dev/mailbox', app: mailboxApp },
];

// Watch notifications run in the background once the embedded database is in use.
whenDatabaseOpens(() => startJobs());

/** The env variable that points the site at a real backend instead of the embedded one. */
export const backendUrlVariable = (name: string) => `CUIB_${name.toUpperCase().replaceAll('-', '_')}_URL`;

/** The embedded backend that owns `path`, unless the env points that backend elsewhere. */
export function embeddedBackendFor(path: string): EmbeddedBackend | undefined {
  return embeddedBackends.find((backend) => !process.env[backendUrlVariable(backend.name)] && backend.owns(path));
}
