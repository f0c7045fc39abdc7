/**
 * The frame shared by the server's rewrites of outgoing pages (inlined stylesheets, the deferred
 * bootstrap): the HTML is decoded as it streams (a character split between two chunks stays
 * whole), each piece goes through the rewriter, and what it returns is sent on at once. Once the
 * rewriter has made its change, the rest of the page passes as the bytes it came in, never decoded
 * nor encoded again: a category page is about 480 kB, and decoding it chunk by chunk as a stream
 * (ICU's converter, about 4 kB at a time) was a tenth of the server's CPU per page.
 */
export interface HtmlRewriter {
  /** The next piece of the page; returns what can be sent now (it may keep some back). */
  piece(text: string): string | Promise<string>;
  /** The page has ended; returns what was kept back. */
  end(): string | Promise<string>;
  /** Whether the rewriter has nothing more to change and keeps nothing back: what follows passes as it is. */
  finished(): boolean;
}

/**
 * How many bytes at the end of `bytes` begin a UTF-8 character that the next chunk completes
 * (0 when it ends on a character's boundary).
 */
export function unfinishedTail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back for its lead
    if (byte < 0x80) return 0;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
    return length > back ? back : 0;
  }
  return 0;
}

/** The response with its HTML rewritten as it streams; any other response is returned as it is. */
export function rewriteHtml(response: Response, rewriter: HtmlRewriter): Response {
  if (!response.body || !(response.headers.get('content-type') ?? '').includes('text/html')) return response;
  // Each decode is of whole characters (a lead byte waiting for its continuation is carried to the
  // next chunk), so the decoder keeps no state and the bytes can pass undecoded from any chunk on.
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let carried: Uint8Array | null = null;
  const send = (controller: TransformStreamDefaultController<Uint8Array>, text: string) => {
    if (text) controller.enqueue(encoder.encode(text));
  };
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      async transform(chunk, controller) {
        if (rewriter.finished()) {
          if (carried) controller.enqueue(carried);
          carried = null;
          controller.enqueue(chunk);
          return;
        }
        let bytes = chunk;
        if (carried) {
          bytes = new Uint8Array(carried.length + chunk.length);
          bytes.set(carried);
          bytes.set(chunk, carried.length);
        }
        const whole = bytes.length - unfinishedTail(bytes);
        carried = whole < bytes.length ? bytes.slice(whole) : null;
        send(controller, await rewriter.piece(decoder.decode(bytes.subarray(0, whole))));
      },
      async flush(controller) {
        // A page cut inside a character ends with U+FFFD, as a streaming decoder would give.
        const rest = carried && !rewriter.finished() ? decoder.decode(carried) : '';
        if (carried && rewriter.finished()) controller.enqueue(carried);
        send(controller, (rest ? await rewriter.piece(rest) : '') + (await rewriter.end()));
      },
    }),
  );
  // The length changes with the rewrite.
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
