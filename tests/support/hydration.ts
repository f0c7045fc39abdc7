import type { Page } from 'playwright-core';

/**
 * Resolves once React has committed the hydration of the page's root and claimed the element
 * `selector` finds (the header by default; content inside a Suspense boundary hydrates after the
 * root). The page's scripts start after the first paint and, on a busy machine, can finish
 * hydrating after the network has gone quiet; a click on a server-rendered button before then
 * does nothing. React keeps its root on the document (`__reactContainer$…`, whose state says
 * whether it is still dehydrated) and its fiber on every element it has claimed. A page without
 * the app's bootstrap script (`#_R_`, e.g. the API reference) has nothing to hydrate.
 */
export async function hydrated(page: Page, selector = 'header'): Promise<void> {
  await page.waitForFunction((css) => {
    if (!document.getElementById('_R_')) return true;
    const slot = (node: object, prefix: string) => Object.keys(node).find((key) => key.startsWith(prefix));
    const rootKey = slot(document, '__reactContainer$');
    if (!rootKey) return false;
    const root = (document as unknown as Record<string, { stateNode: { current: { memoizedState?: { isDehydrated?: boolean } } } }>)[rootKey]!;
    if (root.stateNode.current.memoizedState?.isDehydrated !== false) return false;
    const element = document.querySelector(css);
    return element !== null && slot(element, '__reactFiber$') !== undefined;
  }, selector);
}
