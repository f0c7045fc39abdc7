/**
 * The frame shared by the server's rewrites of outgoing pages (inlined stylesheets, the deferred
 * bootstrap): the HTML is decoded as it streams (a character split between two chunks stays
 * whole), each piece goes through the rewriter, and what it returns is sent on at once.
 */
export interface HtmlRewriter {
  /** The next piece of the page; returns what can be sent now (it may keep some back). */
  piece(text: string): string | Promise<string>;
  /** The page has ended; returns what was kept back. */
  end(): string | Promise<string>;
}

/** The response with its HTML rewritten as it streams; any other response is returned as it is. */
export function rewriteHtml(response: Response, rewriter: HtmlRewriter): Response {
  if (!response.body || !(response.headers.get('content-type') ?? '').includes('text/html')) return response;
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const send = (controller: TransformStreamDefaultController<Uint8Array>, text: string) => {
    if (text) controller.enqueue(encoder.encode(text));
  };
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      async transform(chunk, controller) {
        send(controller, await rewriter.piece(decoder.decode(chunk, { stream: true })));
      },
      async flush(controller) {
        const rest = decoder.decode();
        send(controller, (rest ? await rewriter.piece(rest) : '') + (await rewriter.end()));
      },
    }),
  );
  // The length changes with the rewrite.
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
