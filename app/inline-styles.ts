/**
 * Render-blocking stylesheets are the largest part of the pages' first paint on a slow phone: the
 * server components and client leaves each bring their own small file (about twenty on a listing).
 * This rewrites a page's `<head>` on its way out so the content-hashed stylesheets under /assets/
 * arrive inside the HTML as `<style>` elements; the rest of the stream passes untouched.
 * React looks for a stylesheet link by its href when it hydrates, adopts the one it finds, and so
 * does not add the file again. Added again, the files made the browser recompute every element's
 * style and, because one declares the font, lay the whole page out twice more. So each link is
 * kept, `disabled`, inside one `<template>` at the end of the head, which the bootstrap script
 * unpacks into the head just before React starts (app/hydrate-after-paint.ts). A disabled link
 * written in the HTML itself is fetched all the same by the browser's preload scanner (Chromium
 * 150: 24 requests at the highest priority on a listing, before its first paint); one inserted
 * from a template is not.
 * The scripts' module preloads wait in the same template: React starts after the first paint
 * anyway, and fetched with the page they took the phone's bandwidth from the first screen's
 * images and font (about 100 kB on a listing).
 * React's supported way, `<style href precedence>` rendered by the server components, would put each
 * stylesheet's text into the server-components payload as well: a category page would carry its
 * 57 kB of styles twice, and every in-place navigation would fetch them again. Rewriting the HTML
 * stream keeps them in the HTML alone.
 */

import { asByteString, rewriteHtml } from './html-rewrite';

/** The id of the template holding the inlined stylesheets' links and the module preloads, for the bootstrap to unpack. */
export const afterPaintLinksId = 'cuib-after-paint';

const modulePreload = /<link rel="modulepreload"[^>]*>/g;

const stylesheetLink = /<link rel="stylesheet"[^>]*?href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/** Stylesheets by path (as byte strings, see html-rewrite.ts), read once: their names carry their content hash. */
const cache = new Map<string, Promise<string | null>>();

function stylesheet(path: string, load: (path: string) => Promise<string>): Promise<string | null> {
  let text = cache.get(path);
  if (!text) {
    text = load(path).then(asByteString, () => null);
    cache.set(path, text);
  }
  return text;
}

async function inlineHead(head: string, load: (path: string) => Promise<string>): Promise<string> {
  const links = [...head.matchAll(stylesheetLink)];
  const texts = await Promise.all(links.map((match) => stylesheet(match[1]!, load)));
  let index = 0;
  const kept: string[] = [];
  // A stylesheet that cannot be read stays a link.
  const inlined = head.replace(stylesheetLink, (link) => {
    const text = texts[index++];
    if (text === null || text === undefined) return link;
    kept.push(link.replace(/\s*\/?>$/, ' disabled="">'));
    return `<style>${text.replaceAll('</style', '<\\/style')}</style>`;
  });
  const rest = inlined.replace(modulePreload, (preload) => {
    kept.push(preload);
    return '';
  });
  return kept.length ? `${rest}<template id="${afterPaintLinksId}">${kept.join('')}</template>` : inlined;
}

/** The HTML response with its head's stylesheets inlined; `load` reads a stylesheet by its path. */
export function inlineStylesheets(response: Response, load: (path: string) => Promise<string>): Response {
  let head = '';
  let done = false;
  return rewriteHtml(response, {
    finished: () => done,
    async piece(text) {
      if (done) return text;
      head += text;
      const end = head.indexOf('</head>');
      if (end === -1) return '';
      done = true;
      return (await inlineHead(head.slice(0, end), load)) + head.slice(end);
    },
    async end() {
      return !done && head ? inlineHead(head, load) : '';
    },
  });
}
