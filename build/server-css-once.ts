import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const runtime = fileURLToPath(new URL('./server-css-once-runtime.ts', import.meta.url));

/**
 * Each server component that imports styles renders its stylesheet links wherever it appears
 * (@vitejs/plugin-rsc wraps it so its CSS travels with it). On a listing that is every card's
 * Price, Rating, tags… again and again: about 580 links, 40 % of the page's RSC payload, each one
 * serialised, inlined into the HTML and walked through again by hydration. React keeps only the
 * first of each anyway. This makes a component's links render once per request: the first
 * occurrence keeps them (so streaming order and React's hoisting are unchanged), later ones render
 * nothing. `cache` from React is scoped to the request being rendered.
 */
export function serverCssOnce(): Plugin {
  return {
    name: 'cuib:server-css-once',
    transform: {
      // plugin-rsc's per-importer stylesheet module, in the build and in dev alike.
      filter: { id: /^\0virtual:vite-rsc\/css\?/ },
      handler(code) {
        if (this.environment.name !== 'rsc' || !code.includes('export const Resources =')) return;
        return rewriteResources(code);
      },
    },
  };
}

/** The virtual module with its `Resources` component emitting each link once per request. */
export function rewriteResources(code: string): string {
  return `${code.replace('export const Resources =', 'const ResourcesEveryTime =')}
import { createElement as __cuibCreateElement, Fragment as __cuibFragment } from "react";
import { renderedStylesheets as __cuibRendered } from ${JSON.stringify(runtime)};
export function Resources() {
  const all = ResourcesEveryTime();
  const rendered = __cuibRendered();
  const fresh = [].concat(all?.props?.children ?? []).filter((child) => {
    if (!child || child.key == null) return Boolean(child);
    if (rendered.has(child.key)) return false;
    rendered.add(child.key);
    return true;
  });
  return fresh.length > 0 ? __cuibCreateElement(__cuibFragment, null, fresh) : null;
}
`;
}
