import fc from 'fast-check';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, test } from 'vitest';
import { cap, clean, decodeEntities, htmlToText, quote } from '#server/feeds/item/text';

const text = (html: string) => clean(htmlToText(html));

describe('descriptions written in HTML', () => {
  test('a WooCommerce description keeps its words, one space between blocks', () => {
    const html = `<h3>Pat tapițat Luna</h3>
<p>Pat matrimonial <em>160 x 200 cm</em>, cu tăblie capitonată și ladă de depozitare.</p>
<table><tr><th>Culoare</th><td>bej</td></tr><tr><th>Somieră</th><td>inclusă</td></tr></table>
<p>Livrare&nbsp;gratuită&hellip;<br>Montaj la cerere.</p>`;
    expect(text(html)).toBe('Pat tapițat Luna Pat matrimonial 160 x 200 cm, cu tăblie capitonată și ladă de depozitare. Culoare bej Somieră inclusă Livrare gratuită… Montaj la cerere.');
  });

  test('inline tags do not split words', () => {
    expect(text('<b>C</b>anapea <span style="color:red">extensi</span>bilă')).toBe('Canapea extensibilă');
  });

  test('scripts, styles, comments and declarations leave nothing behind', () => {
    const html = '<!DOCTYPE html><?xml version="1.0"?><style>.x{color:red}</style><p>Lustră</p><SCRIPT type="text/javascript">var a = "<p>nu</p>";</SCRIPT><!-- <p>ascuns</p> --><noscript>fără JS</noscript>Bruna';
    expect(text(html)).toBe('Lustră Bruna');
  });

  test('a > inside a quoted attribute does not end the tag', () => {
    expect(text('<img alt="raft > 2 m" src="r.jpg">Raft <a href=\'/x?a>b\'>Nordic</a>')).toBe('Raft Nordic');
  });

  test('a < that opens no tag is text, as in a browser', () => {
    expect(text('Adâncime < 50 cm, înălțime <= 2 m, preț <5 lei')).toBe('Adâncime < 50 cm, înălțime <= 2 m, preț <5 lei');
  });

  test('an unclosed tag at the end is dropped', () => {
    expect(text('Covor Kilim <a href="https://casaverde.ro')).toBe('Covor Kilim');
  });

  test('markup escaped once too often is still markup', () => {
    expect(text('&lt;p&gt;Tigaie din font&#259; 28 cm&lt;/p&gt;&lt;p&gt;Inducție&lt;/p&gt;')).toBe('Tigaie din fontă 28 cm Inducție');
  });

  test('Word’s namespaced tags go too', () => {
    expect(text('<p class="MsoNormal">Scaun<o:p></o:p> de bar</p>')).toBe('Scaun de bar');
  });
});

describe('character references', () => {
  test.each([
    ['Mas&#259; &#351;i scaune', 'Masă și scaune'],
    ['Masă &scedil;i scaune', 'Masă și scaune'],
    ['&#x219;ezlong &#x21B;esut', 'șezlong țesut'],
    ['Oferta &#150; 20&#37;', 'Oferta – 20%'],
    ['&bdquo;Oslo&rdquo; &amp; &laquo;Luna&raquo;', '„Oslo” & «Luna»'],
    ['R&D fără punct și virgulă: &amp nu, &copy; da', 'R&D fără punct și virgulă: &amp nu, © da'],
    ['&necunoscut; &#0; &#xD800; &#99999999;', '&necunoscut; \ufffd \ufffd \ufffd'],
    ['&constructor; &toString;', '&constructor; &toString;'],
  ])('%s → %s', (written, read) => {
    expect(clean(decodeEntities(written))).toBe(read);
  });
});

describe('clean', () => {
  test('collapses every kind of whitespace and drops control characters', () => {
    expect(clean('\ufeff Canapea\u00a0\u00a0extensibilă\r\n\tOslo\u200b\u0007 ')).toBe('Canapea extensibilă Oslo');
  });

  test('turns cedilla letters comma-below and leaves the rest', () => {
    expect(clean('ŞTEFAN şi ŢARA ţesută, ăâî')).toBe('ȘTEFAN și ȚARA țesută, ăâî');
  });

  test('returns a tidy value as it is', () => {
    const tidy = 'Lampă de podea Arco, negru mat';
    expect(clean(tidy)).toBe(tidy);
  });
});

describe('quote and cap', () => {
  test('a quoted value is cut to 60 characters with an ellipsis', () => {
    expect(quote('scurt')).toBe('«scurt»');
    const quoted = quote('x'.repeat(100));
    expect(quoted).toBe(`«${'x'.repeat(59)}…»`);
  });

  test('never splits an emoji or other surrogate pair', () => {
    const cut = quote(`${'a'.repeat(58)}😀😀😀`);
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    expect(cap(`${'a'.repeat(4998)}😀 b`, 5000)).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

/**
 * Against sanitize-html (text only), on markup built from what shop descriptions hold: both must
 * find the same characters. Spaces are left out of the comparison (the scanner puts one between
 * blocks, sanitize-html none), and so are the cases only one of them reads as a browser does.
 */
describe('the same text as sanitize-html', () => {
  const pieces = fc.constantFrom(
    '<p>', '</p>', '<br>', '<br/>', '<b>', '</b>', '<li>', '</li>', '<ul class="specs">', '</ul>', '<div data-x="a>b">', '</div>',
    '<a href=\'/x?y>z\'>', '</a>', '<h2>', '</h2>', '<!-- ascuns -->', '<script>var t = "<p>nu</p>";</script>', '<style>p{}</style>',
    '<img src="a.jpg" alt="poză">', '<table><tr><td>', '</td></tr></table>',
    '&amp;', '&lt;', '&gt;', '&quot;', '&nbsp;', '&#351;', '&#x21B;', '&#150;', '&bdquo;', '&hellip;', '&eacute;',
    'Canapea', ' extensibilă ', 'Oslo', ', gri ', '210 x 90 cm', ' 5 < 6 ', ' a > b ', ' R&D ', 'ţ', '"', "'", '\n', '  ',
  );

  test('for any mix of tags, references and text', () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const html = parts.join('');
        fc.pre(html.includes('<') || !html.includes('&lt;'));
        const ours = htmlToText(html).replace(/\s+/g, '');
        const theirs = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
          .replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name] as string)
          .replace(/\s+/g, '');
        expect(ours).toBe(theirs);
      }),
      { numRuns: 2000 },
    );
  });
});
