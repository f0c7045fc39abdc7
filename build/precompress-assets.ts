import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { compressWhole } from '../app/compression';

/** Text files worth a compressed copy; fonts and images are compressed by their own formats. */
const compressible = /\.(?:js|mjs|css|svg|json|txt|map)$/;
/** Below this many bytes compression saves nothing worth a header. */
const threshold = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each built text file
 * of the browser's bundle, once, at build time; the site's front serves them with Hono's
 * `serveStatic({ precompressed: true })` (app/waku.server.ts). Nothing is compressed while serving,
 * and the first visitors do not wait for the strongest setting.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'cuib:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      const files = Object.keys(bundle).filter((name) => compressible.test(name));
      await Promise.all(
        files.map(async (name) => {
          // The file as written, whatever plugins did to it after the bundle was made.
          const path = join(dir, name);
          const bytes = await readFile(path);
          if (bytes.byteLength < threshold) return;
          const [br, gzip] = await Promise.all([compressWhole(bytes, 'br'), compressWhole(bytes, 'gzip')]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzip)]);
        }),
      );
    },
  };
}
