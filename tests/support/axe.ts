import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page as it is now, or within one part of it (evaluated by the browser's
 * debugger, which the CSP does not govern), as `rule: the elements`.
 */
export async function axeViolations(page: Page, within = 'html'): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (context) => {
    const result = await (window as unknown as { axe: { run: (context: string) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run(context);
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, within);
}
