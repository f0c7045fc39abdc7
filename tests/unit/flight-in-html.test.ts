import { injectRSCPayload as packageInject } from 'rsc-html-stream/server';
import { describe, expect, test } from 'vitest';
import { escapeScript, injectRSCPayload, unfinishedTail } from '../../app/flight-in-html';

const bytesOf = (text: string) => new TextEncoder().encode(text);

const streamOf = (chunks: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });

type Inject = (flight: ReadableStream<Uint8Array>, options?: { nonce?: string }) => TransformStream<Uint8Array, Uint8Array>;

/** The page as a browser gets it: the HTML through the injection, with the payload's chunks. */
async function page(inject: Inject, html: Uint8Array[], flight: Uint8Array[], nonce?: string): Promise<Uint8Array> {
  const out = streamOf(html).pipeThrough(inject(streamOf(flight), nonce ? { nonce } : undefined));
  return new Uint8Array(await new Response(out).arrayBuffer());
}

const payload = bytesOf('0:["$","p",null,{"children":"Canapea cu brațe, 2.883,99 lei — </script><!-- ș"}]\n1:"$Sreact.suspense"\n');
const split = payload.indexOf(0xc8) + 1; // inside „ț”

const cases: { name: string; html: Uint8Array[]; flight: Uint8Array[]; nonce?: string }[] = [
  { name: 'a page and its payload in one piece', html: [bytesOf('<!DOCTYPE html><html><body><p>Mese</p></body></html>')], flight: [payload] },
  {
    name: 'a letter split between two chunks of the payload and of the page, with a nonce',
    html: [bytesOf('<html><body><p>bra'), bytesOf('țe</p>').slice(0, 1), bytesOf('țe</p>').slice(1), bytesOf('</body></html>')],
    flight: [payload.slice(0, split), payload.slice(split)],
    nonce: 'eSAc9JeDD94+BCAQ4YxN7Q==',
  },
  // Byte by byte: the package writes an empty push for each byte that only begins a letter; we write none.
  { name: 'a payload of many small chunks (but for empty pushes)', html: [bytesOf('<html><body>'), bytesOf('<main>Canapele</main></body></html>')], flight: [...payload].map((byte) => new Uint8Array([byte])) },
  { name: 'binary data in the payload', html: [bytesOf('<html><body></body></html>')], flight: [bytesOf('2:T3,'), new Uint8Array([0xff, 0x00, 0x9f]), bytesOf('\n')] },
];

describe('the server-components payload written into the page', () => {
  for (const { name, html, flight, nonce } of cases) {
    test(`byte for byte what rsc-html-stream writes: ${name}`, async () => {
      const ours = await page(injectRSCPayload, html, flight, nonce);
      expect(new TextDecoder().decode(ours)).toContain('self.__FLIGHT_DATA');
      const theirs = new TextDecoder().decode(await page(packageInject as Inject, html, flight, nonce)).replaceAll('<script>(self.__FLIGHT_DATA||=[]).push("")</script>', '');
      expect(ours).toEqual(bytesOf(theirs));
    });
  }

  test('the HTML passes as the bytes it came in, even when they are no UTF-8', async () => {
    const html = new Uint8Array([...bytesOf('<html><body><p>'), 0xff, ...bytesOf('</p></body></html>')]);
    const out = await page(injectRSCPayload, [html], [bytesOf('0:null\n')]);
    expect(out.slice(0, 17)).toEqual(html.slice(0, 17));
    expect(new TextDecoder().decode(out).endsWith('</script></body></html>')).toBe(true);
  });

  test('what a script may not hold is escaped; text without a „<” is left as it is', () => {
    expect(escapeScript('a</SCRIPT>b<!--c')).toBe('a</\\SCRIPT>b<\\!--c');
    const plain = '(self.__FLIGHT_DATA||=[]).push("0:[]")';
    expect(escapeScript(plain)).toBe(plain);
  });

  test('the unfinished tail of a chunk: a lead byte waiting for its continuation bytes', () => {
    expect(unfinishedTail(bytesOf('abc'))).toBe(0);
    expect(unfinishedTail(bytesOf('ț'))).toBe(0);
    expect(unfinishedTail(bytesOf('aț').slice(0, 2))).toBe(1);
    expect(unfinishedTail(bytesOf('a€').slice(0, 3))).toBe(2);
    expect(unfinishedTail(bytesOf('a🛋').slice(0, 4))).toBe(3);
    expect(unfinishedTail(bytesOf('a🛋'))).toBe(0);
    expect(unfinishedTail(new Uint8Array())).toBe(0);
  });
});
