/**
 * The server-components payload written into the page's HTML as `<script>` pushes to
 * `self.__FLIGHT_DATA`, read back in the browser by `rsc-html-stream/client`: Waku's server imports
 * `injectRSCPayload` from `rsc-html-stream/server`, and the Vite config points that import here.
 *
 * Same output as the package's own (0.0.8), at a fraction of the CPU: a category page's payload is
 * about 200 kB, and the package spent 18 % of a drawn page's CPU on it in a profile. It decoded
 * every chunk of the page's HTML as a stream and encoded it again only to find the closing
 * `</body></html>`; it decoded the payload as a stream (ICU's converter, the slow path) and ran two
 * regular expressions over all of it. Here the HTML passes as bytes, the payload is never decoded
 * (see `scriptOf`), and the escapes run only on text that has a `<`.
 */

import { Buffer, isUtf8 } from 'node:buffer';
import { byteString } from './html-rewrite';

const encoder = new TextEncoder();

/**
 * How many bytes at the end of `bytes` begin a UTF-8 character that the next chunk completes
 * (0 when it ends on a character's boundary): carried over, as the browser decodes each script's
 * text on its own.
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

const trailer = '</body></html>';
const trailerBytes = encoder.encode(trailer);

/** Whether `bytes` ends with the document's closing tags. */
function endsWithTrailer(bytes: Uint8Array): boolean {
  if (bytes.length < trailerBytes.length) return false;
  const offset = bytes.length - trailerBytes.length;
  for (let index = 0; index < trailerBytes.length; index++) if (bytes[offset + index] !== trailerBytes[index]) return false;
  return true;
}

/**
 * What a script's text may not hold (`<!--`, and `</script` in any case) escaped as the package
 * does: the backslash goes inside the tag name, so `0</script/` (a regular expression) stays valid.
 */
export function escapeScript(script: string): string {
  if (!script.includes('<')) return script;
  return script.replace(/<!--/g, '<\\!--').replace(/<\/(script)/gi, '</\\$1');
}

const scriptText = (chunk: string, nonce: string | undefined) => `<script${nonce ? ` nonce="${nonce}"` : ''}>${escapeScript(`(self.__FLIGHT_DATA||=[]).push(${chunk})`)}</script>`;

/**
 * A script pushing `chunk`, a JavaScript expression over the payload's byte string (html-rewrite.ts).
 * JSON.stringify escapes the same characters in a byte string as in the decoded text (quotes,
 * backslashes, control characters: all below 0x80, which UTF-8 never uses inside a letter), so
 * written back one byte per character the literal is the UTF-8 of the decoded text's literal,
 * without decoding 200 kB into two-byte characters and encoding them again.
 */
const scriptOf = (chunk: string, nonce: string | undefined): Uint8Array => Buffer.from(scriptText(chunk, nonce), 'latin1');

/** The payload's chunks as scripts: text where it is UTF-8, base64 where it is not. */
async function writeFlight(flight: ReadableStream<Uint8Array>, controller: TransformStreamDefaultController<Uint8Array>, nonce: string | undefined) {
  let carried: Uint8Array | null = null;
  for await (const chunk of flight) {
    const bytes: Uint8Array = carried ? Buffer.concat([carried, chunk]) : chunk;
    carried = null;
    const whole = bytes.length - unfinishedTail(bytes);
    const text = bytes.subarray(0, whole);
    if (isUtf8(text)) {
      if (whole < bytes.length) carried = bytes.slice(whole);
      if (whole > 0) controller.enqueue(scriptOf(JSON.stringify(byteString(text)), nonce));
    } else {
      // Not UTF-8 (binary data in the payload): the bytes as they are.
      controller.enqueue(scriptOf(`Uint8Array.from(atob(${JSON.stringify(Buffer.from(bytes).toString('base64'))}), m => m.codePointAt(0))`, nonce));
    }
  }
  if (carried) controller.enqueue(encoder.encode(scriptText(JSON.stringify(new TextDecoder().decode(carried)), nonce)));
}

/**
 * The page's HTML with the payload's scripts after it, as the package writes them: the HTML
 * chunks of one turn of the event loop go out together (a script never lands inside a tag), the
 * payload follows from the first of them on, and the closing tags come last.
 */
export function injectRSCPayload(flight: ReadableStream<Uint8Array>, options?: { nonce?: string }): TransformStream<Uint8Array, Uint8Array> {
  const nonce = typeof options?.nonce === 'string' ? options.nonce : undefined;
  let flightWritten: () => void = () => undefined;
  const flightDone = new Promise<void>((resolve) => (flightWritten = resolve));
  let startedFlight = false;
  const buffered: Uint8Array[] = [];
  let timeout: ReturnType<typeof setTimeout> | null = null;

  function flushBuffered(controller: TransformStreamDefaultController<Uint8Array>) {
    for (const chunk of buffered) controller.enqueue(endsWithTrailer(chunk) ? chunk.subarray(0, chunk.length - trailerBytes.length) : chunk);
    buffered.length = 0;
    timeout = null;
  }

  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      buffered.push(chunk);
      if (timeout) return;
      timeout = setTimeout(() => {
        try {
          flushBuffered(controller);
        } catch (error) {
          controller.error(error);
          flightWritten();
          return;
        }
        if (!startedFlight) {
          startedFlight = true;
          writeFlight(flight, controller, nonce)
            .catch((error: unknown) => controller.error(error))
            .then(flightWritten);
        }
      }, 0);
    },
    async flush(controller) {
      await flightDone;
      if (timeout) {
        clearTimeout(timeout);
        flushBuffered(controller);
      }
      controller.enqueue(encoder.encode(trailer));
    },
  });
}
