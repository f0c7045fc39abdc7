/**
 * The frame shared by the server's rewrites of outgoing pages (inlined stylesheets, the deferred
 * bootstrap). The rewriters look for ASCII markup (`</head>`, a `<link>`, a `<script>`), so the page
 * is never decoded: each chunk reaches the rewriter as a byte string (one character per byte, the
 * Latin-1 reading of its UTF-8), and what the rewriter returns goes out as the same bytes. Once
 * the rewriter has made its change, the rest of the page passes as the chunks it came in. A
 * category page is about 480 kB; decoding it as a stream and encoding it again, twice, was a tenth
 * of the server's CPU per page.
 */
import { Buffer } from 'node:buffer';

export interface HtmlRewriter {
  /** The next piece of the page, as a byte string; returns what can be sent now (it may keep some back). */
  piece(bytes: string): string | Promise<string>;
  /** The page has ended; returns what was kept back. */
  end(): string | Promise<string>;
  /** Whether the rewriter has nothing more to change and keeps nothing back: what follows passes as it is. */
  finished(): boolean;
}

/** A chunk's bytes as a byte string. */
export const byteString = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');

/** Text to put into a page by a rewriter, as the byte string of its UTF-8. */
export const asByteString = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/** The response with its HTML rewritten as it streams; any other response is returned as it is. */
export function rewriteHtml(response: Response, rewriter: HtmlRewriter): Response {
  if (!response.body || !(response.headers.get('content-type') ?? '').includes('text/html')) return response;
  const send = (controller: TransformStreamDefaultController<Uint8Array>, bytes: string) => {
    if (bytes) controller.enqueue(Buffer.from(bytes, 'latin1'));
  };
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      async transform(chunk, controller) {
        if (rewriter.finished()) controller.enqueue(chunk);
        else send(controller, await rewriter.piece(byteString(chunk)));
      },
      async flush(controller) {
        send(controller, await rewriter.end());
      },
    }),
  );
  // The length changes with the rewrite.
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
