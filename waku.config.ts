import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'waku/config';
import { precompressAssets } from './build/precompress-assets';
import { pageCss } from './build/page-css';

/**
 * The small helpers every page's leaves share (formatting, links, the comparison list, consent,
 * likes' store, the icon and the plain button…): one file for the browser instead of a dozen of a few hundred bytes each, each of
 * which would cost a request and its headers.
 */
const sharedHelpers =
  /\/ui\/lib\/(?:analytics\/index|clipboard|compare-list|consent|format|images|like-store|links|plain-click|same-origin)\.ts$|\/ui\/hooks\/use-loaded\.ts$|\/ui\/components\/(?:Icon\/(?:Icon|paths)|Button\/(?:PlainButton|ButtonContent))\.tsx?$|\/domain\/romanian\.ts$/;

/**
 * The client parts of a product card (its slider, the small card and voucher inside it, the like
 * and compare actions): the listing, the homepage and the product page load all of them, so one
 * file (and one set of headers) instead of four. Only these modules: what they import stays where
 * it is (`includeDependenciesRecursively: false`), or the group would swallow shared libraries.
 */
const cardParts = /\/ui\/components\/(?:CardActions|CardSlider|VariantCardSmall|VoucherCard)\/[\w.-]+\.tsx?$/;

/** Files every page loads before anything lazy can be asked for. */
const alwaysLoaded = /^assets\/(?:index|rolldown-runtime|site-helpers)-[\w-]+\.(?:js|css)$/;

/**
 * React's Node build of the HTML renderer in place of the edge build Waku imports. Both give the
 * same `renderToReadableStream` (web streams), but the edge build turns every string React writes
 * (each attribute, each tag) into its own `Uint8Array` with `TextEncoder.encode`, where the Node
 * build encodes them into one shared 4 kB buffer (`encodeInto`). The server runs on Node only.
 * (The server-components renderer's Node build, aliased the same way, broke every page.)
 */
const nodeHtmlRenderer = { find: /^react-dom\/server\.edge$/, replacement: 'react-dom/server.node' };

/** The server-components payload written into the page by our own, cheaper `injectRSCPayload` (app/flight-in-html.ts). */
const flightInHtml = { find: /^rsc-html-stream\/server$/, replacement: fileURLToPath(new URL('./app/flight-in-html.ts', import.meta.url)) };

export default defineConfig({
  srcDir: 'app',
  vite: {
    resolve: { alias: [nodeHtmlRenderer, flightInHtml] },
    plugins: [vanillaExtractPlugin(), pageCss(), precompressAssets()],
    environments: {
      client: {
        build: {
          rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'site-helpers', test: sharedHelpers }, { name: 'card-parts', test: cardParts, includeDependenciesRecursively: false }] } } },
          // Each lazy import carries the list of files to fetch with it; the entry, the runtime and
          // the shared helpers are on every page already, so naming them in every list is dead weight
          // (about 0.7 kB of the layout's code alone).
          modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !alwaysLoaded.test(dep)) },
        },
      },
    },
  },
});
