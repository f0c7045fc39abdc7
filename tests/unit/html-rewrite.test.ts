import { describe, expect, test } from 'vitest';
import { htmlResponse } from '../support/html-response';
import { asByteString, type HtmlRewriter, rewriteHtml } from '../../app/html-rewrite';

const bytesOf = (text: string) => new TextEncoder().encode(text);

/** A rewriter that adds `note` after `marker`, then lets the rest pass; it records what it was given. */
function addAfter(marker: string, note: string): HtmlRewriter & { seen: string[] } {
  let done = false;
  let kept = '';
  const seen: string[] = [];
  return {
    seen,
    finished: () => done,
    piece(bytes) {
      seen.push(bytes);
      kept += bytes;
      const at = kept.indexOf(marker);
      if (at === -1) return '';
      done = true;
      const page = kept.slice(0, at + marker.length) + asByteString(note) + kept.slice(at + marker.length);
      kept = '';
      return page;
    },
    end: () => kept,
  };
}

const bodyBytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('rewriting a page as it streams', () => {
  test('letters split between chunks and text added in Romanian come out as UTF-8, whole', async () => {
    const page = bytesOf('<head><title>Brațe</title></head><p>Canapea cu brațe</p>');
    const split = page.indexOf(0xc8) + 1; // inside the first „ț”
    const text = await rewriteHtml(htmlResponse([page.slice(0, split), page.slice(split)]), addAfter('<head>', '<meta name="description" content="Mobilă și decorațiuni">')).text();
    expect(text).toBe('<head><meta name="description" content="Mobilă și decorațiuni"><title>Brațe</title></head><p>Canapea cu brațe</p>');
  });

  test('once the rewriter has finished, the rest passes as the chunks it came in, never given to it', async () => {
    const rewriter = addAfter('</head>', '<!-- ș -->');
    // 0xff is no UTF-8: decoded, it would have become U+FFFD (ef bf bd).
    const after = new Uint8Array([...bytesOf('<p>preț '), 0xff, ...bytesOf('</p>')]);
    const out = await bodyBytes(rewriteHtml(htmlResponse(['<head><title>x</title>', '</head>', after, '<p>încă</p>']), rewriter));
    expect(out).toEqual(new Uint8Array([...bytesOf('<head><title>x</title></head><!-- ș -->'), ...after, ...bytesOf('<p>încă</p>')]));
    expect(rewriter.seen).toEqual(['<head><title>x</title>', '</head>']);
  });

  test('what a rewriter keeps back is sent when the page ends', async () => {
    expect(await rewriteHtml(htmlResponse(['<p>fără ', 'cap</p>']), addAfter('</head>', 'x')).text()).toBe('<p>fără cap</p>');
  });
});
