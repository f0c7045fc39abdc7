import { defineConfig } from 'vitest/config';
import { storybookProject } from './.storybook/vitest.project.ts';

/**
 * Three runners, one command: `unit` (Node: pure logic, generated clients, contract tests),
 * `storybook` (every story in headless Chromium: play functions, axe, visual baselines) and
 * `e2e` (playwright-core against the built app).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/contract/**/*.test.ts', 'tests/security/backend/**/*.test.ts'],
          // They share the cores with the Storybook runner: password hashing and whole-catalogue
          // checks can take several times their quiet duration then.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // The contract and backend security tests again, each file's backends over a database of a
          // private PostgreSQL cluster (CUIB_DATABASE_URL's store) instead of SQLite in memory.
          name: 'postgres',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts', 'tests/security/backend/**/*.test.ts'],
          // These read no store (the contracts' lint and diff, the checker on another team's contract
          // and packed, the mock server) or test the SQLite file itself.
          exclude: [
            'tests/contract/contract-diff.test.ts',
            'tests/contract/openapi-lint.test.ts',
            'tests/contract/contract-check-any-contract.test.ts',
            'tests/contract/contract-check-package.test.ts',
            'tests/contract/mock-server.test.ts',
            'tests/contract/persistence.test.ts',
            'tests/security/backend/secrets.test.ts',
          ],
          globalSetup: ['tests/support/postgres-setup.ts'],
          testTimeout: 30_000,
          // A file's catalogue is seeded statement by statement over the connection: 6,000 variants
          // take 5 s quietly, several times that beside the other runners.
          hookTimeout: 120_000,
        },
      },
      storybookProject,
      {
        test: {
          name: 'e2e',
          environment: 'node',
          // The site's security and resilience tests start more site processes from the same build.
          include: ['tests/e2e/**/*.test.ts', 'tests/security/site/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/store-setup.ts'],
          testTimeout: 60_000,
          // expect.poll keeps asking for up to 15 s (not 1 s): its question may itself wait for an
          // element, which a busy machine shows later.
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 300_000,
          // One browser and one site process per file, files one after another (Vitest runs them once
          // the other runners are done). Two at a time, each against a site of its own, was tried: on
          // two cores everything ran 2–3.5 times slower and the whole run took longer.
          fileParallelism: false,
        },
      },
    ],
  },
});
