import { expect, test } from 'vitest';
import { siteBrowser } from '../support/site-browser';
import { someVariant } from '../support/site-data';

const site = siteBrowser();

test.each([1280, 375])('at %i px the „Cum verificăm reducerea?” tooltip opens beside its question, which stays visible', async (width) => {
  const variant = await someVariant('price_before_discount IS NOT NULL AND active = 1');
  const page = await site.open(`/produs/v/${variant.id}-${variant.slug}`, width, width === 375 ? 740 : 900);
  const trigger = page.getByRole('main').getByRole('button', { name: 'Cum verificăm reducerea?' });
  const tip = page.getByRole('dialog', { name: 'Cum verificăm reducerea' });
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  await tip.waitFor();
  await page.screenshot({ path: `/tmp/cuib-sales-info-${width}.png` });
  const [question, box] = [(await trigger.boundingBox())!, (await tip.boundingBox())!];
  // No overlap, and nothing drawn over the question's middle.
  const apart = box.y >= question.y + question.height || box.y + box.height <= question.y || box.x >= question.x + question.width || box.x + box.width <= question.x;
  expect(apart).toBe(true);
  const onTop = await trigger.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2));
  });
  expect(onTop).toBe(true);
  // Whole within the window, and close to the question (not at the other end of the screen).
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(Math.min(Math.abs(box.y - (question.y + question.height)), Math.abs(question.y - (box.y + box.height)))).toBeLessThan(24);
  await page.context().close();
});
