/**
 * The page's bootstrap script (Waku's `<script id="_R_">`, after the server-rendered markup) starts
 * the client runtime at once: on a phone its download and hydration then compete with the first
 * paint of the page, which is complete without them (every link and filter is plain HTML). This
 * rewrites that one script so it runs right after the first frame has been painted: the shopper
 * sees the listing first, and the page comes alive a frame later. A page opened in a background
 * tab paints nothing until shown, so there it runs at once.
 * Waku's supported way, a custom `waku.client.tsx` that calls `hydrateRoot` after the first paint,
 * was measured and not kept: it defers hydration but not the loading and running of the entry and
 * React, which then still compete with the first paint (Lighthouse mobile, median of 3, same
 * machine and hour: homepage 78 → 69, category 70 → 66, product 90 → 80; total blocking time
 * 716 → 1,589, 1,490 → 2,128 and 288 → 663 ms).
 */

import { rewriteHtml } from './html-rewrite';
import { afterPaintLinksId } from './inline-styles';

// With a CSP nonce (every production page) React writes it before the id.
const bootstrapStart = /<script(?: nonce="[^"]*")? id="_R_">/;
/** The longest the opening tag can be: what may be split across chunks is kept back. */
const longestStart = '<script nonce="" id="_R_">'.length + 64;
const scriptEnd = '</script>';

/**
 * The bootstrap's code, deferred to after the next paint (the wrapper is ASCII: the code may be a
 * byte string). Before React starts, the inlined stylesheets' links (for it to adopt) and the
 * module preloads are unpacked into the head (app/inline-styles.ts).
 */
export function afterPaint(code: string): string {
  return `(function(){var run=function(){var links=document.getElementById('${afterPaintLinksId}');if(links){links.replaceWith(links.content)}\n${code}\n};if(document.visibilityState==='hidden'){run()}else{requestAnimationFrame(function(){setTimeout(run,0)})}})();`;
}

/** The HTML response with its bootstrap script deferred; other responses are returned as they are. */
export function hydrateAfterPaint(response: Response): Response {
  let pending = '';
  let done = false;
  return rewriteHtml(response, {
    finished: () => done,
    piece(text) {
      if (done) return text;
      pending += text;
      const start = bootstrapStart.exec(pending);
      if (!start) {
        // Keep back only what could be the beginning of the tag, split across chunks.
        const keep = longestStart - 1;
        const ready = pending.slice(0, Math.max(0, pending.length - keep));
        pending = pending.slice(ready.length);
        return ready;
      }
      const codeStart = start.index + start[0].length;
      const end = pending.indexOf(scriptEnd, codeStart);
      if (end === -1) return '';
      done = true;
      const page = pending.slice(0, codeStart) + afterPaint(pending.slice(codeStart, end)) + pending.slice(end);
      pending = '';
      return page;
    },
    end() {
      return pending;
    },
  });
}
