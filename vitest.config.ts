import { defineConfig } from 'vitest/config';
import { storybookProject } from './.storybook/vitest.project.ts';

/**
 * Three runners, one command: `unit` (Node: pure logic, generated clients, contract tests),
 * `storybook` (every story in headless Chromium: play functions, axe, visual baselines) and
 * `e2e` (playwright-core against the built app).
 */
export default defineConfig({
  test: {
    // Every runner shares two worker slots, whatever the machine (the e2e project starts a site per
    // slot, and Vitest runs projects together only when their worker counts agree). An e2e file waits
    // on its browser and site more than it computes, so two at a time suit a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/contract/**/*.test.ts', 'tests/security/backend/**/*.test.ts'],
          // They share the two cores with the browser tests: password hashing and whole-catalogue
          // checks can take several times their quiet duration then.
          testTimeout: 30_000,
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
          testTimeout: 60_000,
          // expect.poll keeps asking for up to 15 s (not 1 s): its question may itself wait for an
          // element, which a busy machine shows later.
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 300_000,
          // Two files at a time, each against the site of its worker slot (tests/support/test-site.ts).
        },
      },
    ],
  },
});
