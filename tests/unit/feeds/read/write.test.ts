import { describe, expect, test } from 'vitest';
import { csvOf, googleRssOf } from '../../../../server/feeds/read';

const armchair = {
  id: 'MC-77',
  title: 'Fotoliu „Bianca” <catifea> & lemn',
  link: 'https://www.mobilacasa.ro/fotolii/bianca?c=roz&m=1',
  price: '899.00 RON',
  additional_image_link: ['https://www.mobilacasa.ro/i/bianca-2.jpg', 'https://www.mobilacasa.ro/i/bianca-3.jpg'],
  'shipping.country': 'RO',
  'shipping.price': '0 RON',
};

describe('writing feeds', () => {
  test('RSS: g: fields, lists repeated, dotted names nested, markup escaped, what XML cannot hold dropped', () => {
    const xml = [...googleRssOf([armchair, { id: 'MC-78', description: 'Linia 1\r\nLinia 2\u0001' }])].join('');
    expect(xml).toContain(`<item>
<g:id>MC-77</g:id>
<title>Fotoliu „Bianca” &lt;catifea&gt; &amp; lemn</title>
<link>https://www.mobilacasa.ro/fotolii/bianca?c=roz&amp;m=1</link>
<g:price>899.00 RON</g:price>
<g:additional_image_link>https://www.mobilacasa.ro/i/bianca-2.jpg</g:additional_image_link>
<g:additional_image_link>https://www.mobilacasa.ro/i/bianca-3.jpg</g:additional_image_link>
<g:shipping>
<g:country>RO</g:country>
<g:price>0 RON</g:price>
</g:shipping>
</item>
<item>
<g:id>MC-78</g:id>
<description>Linia 1&#13;
Linia 2</description>
</item>
</channel>
</rss>
`);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">')).toBe(true);
  });

  test('CSV: a column per list entry, quotes only where needed, doubled inside', () => {
    const csv = [...csvOf([armchair, { id: 'MC-79', title: 'Taburet "Mini"; 30 cm' }], ';')].join('');
    expect(csv).toBe(
      'id;title;link;price;additional_image_link;additional_image_link;shipping.country;shipping.price\n' +
        'MC-77;Fotoliu „Bianca” <catifea> & lemn;https://www.mobilacasa.ro/fotolii/bianca?c=roz&m=1;899.00 RON;https://www.mobilacasa.ro/i/bianca-2.jpg;https://www.mobilacasa.ro/i/bianca-3.jpg;RO;0 RON\n' +
        'MC-79;"Taburet ""Mini""; 30 cm";;;;;;\n',
    );
  });

  test('CSV with the columns given streams without looking at every item first, in chunks of about 64 KiB', () => {
    function* many() {
      for (let i = 0; i < 5000; i++) yield { id: `PR-${i}`, title: `Perdea in dungi ${i}, 140x250 cm` };
    }
    const chunks = [...csvOf(many(), ',', ['id', 'title'])];
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks[0]!.length).toBeGreaterThanOrEqual(64 * 1024);
    expect(chunks.join('').split('\n')).toHaveLength(5002);
  });
});
