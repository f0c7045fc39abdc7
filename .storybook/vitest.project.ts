import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs } from '../tests/support/chromium.ts';

/**
 * Every story as a test in headless Chromium: it renders, its play function passes, axe finds
 * nothing, and it looks like its committed baseline (`stories/__screenshots__/`).
 */
export const storybookProject: TestProjectInlineConfiguration = {
  plugins: [storybookTest({ configDir: import.meta.dirname })],
  // React ships CommonJS; pre-bundle it so the browser gets ES modules.
  optimizeDeps: {
    include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  },
  test: {
    name: 'storybook',
    setupFiles: [`${import.meta.dirname}/visual-baseline.ts`],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1024, height: 768 },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Anti-aliasing may differ by a few pixels between runs; a real change moves many more.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
        },
      },
    },
  },
};
