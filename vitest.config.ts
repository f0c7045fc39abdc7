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
          hookTimeout: 300_000,
          // One browser, one app server: the e2e files share them and run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
