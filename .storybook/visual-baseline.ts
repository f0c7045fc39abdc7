import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** After each story's play function, compare what it shows with its committed baseline. */
afterEach(async (context) => {
  // A story that already failed has nothing trustworthy to compare.
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  const root = document.querySelector('#storybook-root') ?? document.body;
  await expect(page.elementLocator(root)).toMatchScreenshot();
});
