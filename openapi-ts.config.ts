import { defineConfig, type UserConfig } from '@hey-api/openapi-ts';

/** Every backend Cuib talks to; one contract in `openapi/` and one generated folder in `generated/` each. */
export const backends = [
  'main-api',
  'likes',
  'watchdog',
  'admin-data',
  'search',
  'impressions',
  'features',
  'clickthrough',
] as const;

export type Backend = (typeof backends)[number];

/** One generation job; `outDir` is `generated` normally and a scratch folder for `--check`. */
export function generationJob(backend: Backend, outDir = './generated'): UserConfig {
  return {
    input: `./openapi/${backend}.yaml`,
    output: { path: `${outDir}/${backend}`, postProcess: [] },
    logs: { level: 'warn' },
    plugins: [
      {
        name: '@hey-api/client-fetch',
        throwOnError: true,
        // Wires the shared runtime (required-parameter checks, SPEC §8 errors) into this backend's client.
        runtimeConfigPath: `${outDir}/${backend}/runtime.gen`,
      },
      '@hey-api/typescript',
      'zod',
      { name: '@hey-api/sdk', validator: false },
      '@tanstack/react-query',
    ],
  };
}

export default defineConfig(backends.map((backend) => generationJob(backend)));
