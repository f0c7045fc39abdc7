/** A response streamed in the given pieces (text, or raw bytes to split a character between chunks). */
export function htmlResponse(pieces: (string | Uint8Array)[], type = 'text/html; charset=utf-8'): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': type, 'content-length': '999' } });
}
