/**
 * The page's bootstrap script (Waku's `<script id="_R_">`, after the server-rendered markup) starts
 * the client runtime at once: on a phone its download and hydration then compete with the first
 * paint of the page, which is complete without them (every link and filter is plain HTML). This
 * rewrites that one script so it runs right after the first frame has been painted: the shopper
 * sees the listing first, and the page comes alive a frame later. A page opened in a background
 * tab paints nothing until shown, so there it runs at once.
 */

const bootstrapStart = '<script id="_R_">';
const scriptEnd = '</script>';

/** The bootstrap's code, deferred to after the next paint. */
export function afterPaint(code: string): string {
  return `(function(){var run=function(){${code}\n};if(document.visibilityState==='hidden'){run()}else{requestAnimationFrame(function(){setTimeout(run,0)})}})();`;
}

/** The HTML response with its bootstrap script deferred; other responses are returned as they are. */
export function hydrateAfterPaint(response: Response): Response {
  if (!response.body || !(response.headers.get('content-type') ?? '').includes('text/html')) return response;
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';
  let done = false;
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = decoder.decode(chunk, { stream: true });
        if (done) return controller.enqueue(encoder.encode(text));
        pending += text;
        const start = pending.indexOf(bootstrapStart);
        if (start === -1) {
          // Keep only what could be the beginning of the marker split across chunks.
          const keep = bootstrapStart.length - 1;
          if (pending.length > keep) {
            controller.enqueue(encoder.encode(pending.slice(0, -keep)));
            pending = pending.slice(-keep);
          }
          return;
        }
        const codeStart = start + bootstrapStart.length;
        const end = pending.indexOf(scriptEnd, codeStart);
        if (end === -1) return;
        done = true;
        controller.enqueue(encoder.encode(pending.slice(0, codeStart) + afterPaint(pending.slice(codeStart, end)) + pending.slice(end)));
        pending = '';
      },
      flush(controller) {
        const rest = pending + decoder.decode();
        if (rest) controller.enqueue(encoder.encode(rest));
      },
    }),
  );
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
