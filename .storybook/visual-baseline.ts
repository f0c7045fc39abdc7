import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * After each story's play function, compare its frame (see `storyFrame` in preview.tsx) with the
 * committed baseline in `stories/__screenshots__/<file>/<Story>-1-chromium-linux.png`.
 * A missing baseline fails the run (and is written, to be reviewed and committed);
 * `npx vitest run --project storybook --update` rewrites baselines after an intended change.
 * A story opts out with `parameters: { screenshot: false }`.
 */
afterEach(async (context) => {
  // A story that already failed has nothing trustworthy to compare.
  if (context.task.result?.state === 'fail') return;
  const story = (context as { story?: { parameters?: { screenshot?: boolean } } }).story;
  if (story?.parameters?.screenshot === false) return;
  await document.fonts.ready;
  // Two frames, so layout settled by the play function is painted.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const frames = document.querySelectorAll('[data-story-frame]');
  const frame = frames[frames.length - 1] ?? document.body;
  await expect(page.elementLocator(frame)).toMatchScreenshot();
});
