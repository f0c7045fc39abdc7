import { describe, expect, test } from 'vitest';
import { htmlResponse } from '../support/html-response';
import { type HtmlRewriter, rewriteHtml, unfinishedTail } from '../../app/html-rewrite';

const bytesOf = (text: string) => new TextEncoder().encode(text);

/** A rewriter that upper-cases the page until it has seen `until`, then lets the rest pass. */
function upperUntil(until: string): HtmlRewriter & { seen: string[] } {
  let done = false;
  const seen: string[] = [];
  return {
    seen,
    finished: () => done,
    piece(text) {
      seen.push(text);
      if (text.includes(until)) done = true;
      return text.toUpperCase();
    },
    end: () => '',
  };
}

const bodyBytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('rewriting a page as it streams', () => {
  test('a character split between chunks reaches the rewriter whole', async () => {
    const page = bytesOf('<p>brațe</p></head><p>gata</p>');
    const split = page.indexOf(0xc8) + 1; // inside „ț”
    const rewriter = upperUntil('</head>');
    const text = await rewriteHtml(htmlResponse([page.slice(0, split), page.slice(split)]), rewriter).text();
    expect(text).toBe('<P>BRAȚE</P></HEAD><P>GATA</P>');
    expect(rewriter.seen).toEqual(['<p>bra', 'țe</p></head><p>gata</p>']);
  });

  test('once the rewriter has finished, the rest passes as the bytes it came in, never decoded', async () => {
    const rewriter = upperUntil('</head>');
    // 0xff is no UTF-8: decoded, it would have become U+FFFD (ef bf bd).
    const after = new Uint8Array([...bytesOf('<p>preț '), 0xff, ...bytesOf('</p>')]);
    const out = await bodyBytes(rewriteHtml(htmlResponse(['<head><title>x</title>', '</head>', after, '<p>încă</p>']), rewriter));
    expect(out).toEqual(new Uint8Array([...bytesOf('<HEAD><TITLE>X</TITLE></HEAD>'), ...after, ...bytesOf('<p>încă</p>')]));
    expect(rewriter.seen).toEqual(['<head><title>x</title>', '</head>']);
  });

  test('a character begun in the chunk that finished the rewrite is sent whole, in order', async () => {
    const page = bytesOf('</head>ț și ș');
    const split = page.indexOf(0xc8) + 1;
    const out = await rewriteHtml(htmlResponse([page.slice(0, split), page.slice(split)]), upperUntil('</head>')).text();
    expect(out).toBe('</HEAD>ț și ș');
  });

  test('a page cut inside a character ends with the replacement character', async () => {
    const cut = bytesOf('<p>ș').slice(0, -1);
    expect(await rewriteHtml(htmlResponse([cut]), upperUntil('</head>')).text()).toBe('<P>\ufffd');
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
