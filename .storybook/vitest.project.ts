import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs } from '../tests/support/chromium.ts';

/**
 * Every story as a test in headless Chromium: it renders, its play function passes, axe finds
 * nothing (`a11y.test: 'error'`), and it looks exactly like its committed baseline
 * (`stories/__screenshots__/`, taken by `visual-baseline.ts`).
 */
export const storybookProject: TestProjectInlineConfiguration = {
  plugins: [storybookTest({ configDir: import.meta.dirname })],
  // React ships CommonJS; pre-bundle it so the browser gets ES modules.
  optimizeDeps: {
    include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  },
  test: {
    name: 'storybook',
    // Above the play functions' 15 s waits (preview.tsx), for a machine busy with other work.
    testTimeout: 60_000,
    setupFiles: [`${import.meta.dirname}/visual-baseline.ts`],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
      // Storybook sets each story's viewport (1200 × 900 unless a story picks another); same default here.
      viewport: { width: 1200, height: 900 },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Same browser, same self-hosted font, no motion: renderings repeat almost exactly. Under a
          // busy CPU, Chromium once antialiased one rounded corner of a 2 px border differently
          // (5 pixels, the variant list's current item), so a handful of pixels is let through;
          // any change a designer could see moves far more.
          comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 8 },
        },
      },
    },
  },
};
