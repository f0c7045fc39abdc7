import { defineConfig, type UserConfig } from '@hey-api/openapi-ts';
import { backends, type Backend } from './scripts/contracts/backends.ts';

export { backends, type Backend };

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
      {
        name: '@tanstack/react-query',
        // POST reads (a body too large or structured for a query string) are queries too: they get
        // query options and keys, not only mutation options. The contract marks them `x-cuib-query`.
        $hooks: { operations: { getKind: (operation) => (operation['x-cuib-query'] === true ? ['query', 'mutation'] : undefined) } },
      },
    ],
  };
}

export default defineConfig(backends.map((backend) => generationJob(backend)));
