/// <reference types="@vitejs/plugin-rsc/types" />
import type { RscPluginOptions } from '@vitejs/plugin-rsc/plugin';
import { transformRscCssExport } from '@vitejs/plugin-rsc/plugin';
import { type Plugin, parseAstAsync } from 'vite';

/**
 * Route modules: the pages and layouts under app/pages, not the `_`-prefixed helpers and folders
 * beside them (`_components/`, `_api/`, `_list-page.tsx`), apart from `_layout` and `_root`.
 */
export const routeModule = /\/app\/pages\/(?:[^_/][^/]*\/)*(?:_layout|_root|[^_/][^/]*)\.tsx$/;

/**
 * The stylesheets of the server components, once per page. By default @vitejs/plugin-rsc wraps every
 * server component that imports styles so its links travel with it, wherever it appears: on a
 * listing, every card's Price, Rating and tags again and again (about 580 links, 40 % of the page's
 * payload), which React then drops as duplicates. With that transform off (`rscCssTransform: false`,
 * set here), this wraps only the route modules, with the plugin's own exported transform:
 * each renders `import.meta.viteRsc.loadCss()` once, the links of every stylesheet its module graph
 * imports (the layout's for the shell, the page's for the rest).
 */
export function pageCss(): Plugin {
  return {
    name: 'cuib:page-css',
    // Read by @vitejs/plugin-rsc from the config (Waku creates the plugin without options).
    config: () => ({ rsc: { rscCssTransform: false } satisfies RscPluginOptions }),
    transform: {
      filter: { id: routeModule },
      async handler(code, id) {
        if (this.environment.name !== 'rsc') return;
        const result = await transformRscCssExport({ ast: await parseAstAsync(code), code, filter: (name: string) => name === 'default' });
        return result && { code: result.output.toString(), map: result.output.generateMap({ hires: 'boundary' }) };
      },
    },
  };
}
