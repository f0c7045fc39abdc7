import type { Hono } from 'hono';
import { imagesApp } from './backends/images';
import { mainApiApp } from './backends/main-api/app';

/** One embedded backend: its name (as in `CUIB_<NAME>_URL`), the paths it answers and its app. */
export interface EmbeddedBackend {
  name: string;
  /** Path prefixes the backend owns on the site's origin. */
  prefixes: readonly string[];
  app: Hono;
}

/**
 * Every backend the embedded server implements. Contract backends are added by name; `images`
 * serves generated pictures and has no contract.
 */
export const embeddedBackends: readonly EmbeddedBackend[] = [
  { name: 'main-api', prefixes: ['/api/v2/'], app: mainApiApp },
  { name: 'images', prefixes: ['/images/'], app: imagesApp },
];

/** The env variable that points the site at a real backend instead of the embedded one. */
export const backendUrlVariable = (name: string) => `CUIB_${name.toUpperCase().replaceAll('-', '_')}_URL`;

/** The embedded backend that owns `path`, unless the env points that backend elsewhere. */
export function embeddedBackendFor(path: string): EmbeddedBackend | undefined {
  return embeddedBackends.find(
    (backend) => !process.env[backendUrlVariable(backend.name)] && backend.prefixes.some((prefix) => path.startsWith(prefix)),
  );
}
