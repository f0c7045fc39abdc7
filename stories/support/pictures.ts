import { expect, waitFor } from 'storybook/test';

/**
 * Waits until the pictures a photograph of `root` would show are loaded and decoded, so a baseline
 * never catches one half-painted. Lazy pictures outside the viewport never start loading, so only
 * eager ones and those already in view are waited for.
 */
export async function picturesPainted(root: HTMLElement) {
  const inView = (img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
  };
  const shown = () => [...root.querySelectorAll('img')].filter((img) => img.loading !== 'lazy' || inView(img));
  await waitFor(() => expect(shown().every((img) => img.complete)).toBe(true));
  await Promise.all(shown().map((img) => img.decode().catch(() => undefined)));
}
