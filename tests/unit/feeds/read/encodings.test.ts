import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { bytesOf, inPieces, item, readError, readItems, singleByte } from './reading';

/** The Romanian letters of both code pages; they agree on these bytes. */
const romanian = { ă: 0xe3, Ă: 0xc3, â: 0xe2, Â: 0xc2, î: 0xee, Î: 0xce, ş: 0xba, Ş: 0xaa, ţ: 0xfe, Ţ: 0xde };
/** Windows-1250 alone has the Romanian quotation marks; 0xB9 is ą there and š in ISO-8859-2. */
const windows1250 = { ...romanian, '„': 0x84, '”': 0x94, ą: 0xb9 };
const iso88592 = { ...romanian, š: 0xb9 };

/** An old shop platform's export: cedilla letters, as those code pages have no comma-below ș ț. */
function legacyFeed(declaration: string, title: string): string {
  return `<?xml version="1.0" encoding="${declaration}"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
<channel>
<item>
<g:id>VB-12</g:id>
<g:title>${title}</g:title>
<g:product_type>Grădină &gt; Mobilier de grădină</g:product_type>
<g:price>1 249,00 RON</g:price>
</item>
</channel>
</rss>
`;
}

describe('encodings', () => {
  test('Windows-1250 by its XML declaration: ş ţ with cedilla as written, ă â î, „quotes”', async () => {
    const title = 'Balansoar „Ştefăniţă” din lemn masiv, pentru terasă şi grădină, Îngust';
    const bytes = singleByte(legacyFeed('windows-1250', title), windows1250);
    const expected = [
      item(4, {
        id: 'VB-12',
        title: 'Balansoar „Ştefăniţă” din lemn masiv, pentru terasă şi grădină, Îngust',
        product_type: 'Grădină > Mobilier de grădină',
        price: '1 249,00 RON',
      }),
    ];
    const items = await readItems(bytes);
    expect(items).toEqual(expected);
    // Cedilla letters stay cedilla letters here (U+015F, U+0163): turning them into ș ț is validation's.
    expect(items[0]?.fields.title).toContain('\u015e');
    expect(items[0]?.fields.title).toContain('\u0163');
    expect(items[0]?.fields.title).not.toMatch(/[șțȘȚ]/);
    expect(await readItems(inPieces(bytes, 1))).toEqual(expected);
    expect(await readItems(gzipSync(bytes))).toEqual(expected);
  });

  test('ISO-8859-2 by its XML declaration, the label in any case and quoted either way', async () => {
    const file = legacyFeed('ISO-8859-2', 'Şezlong pliabil Ţărm, pânză şi aluminiu, roşu').replace('"ISO-8859-2"', "'ISO-8859-2'");
    expect(await readItems(singleByte(file, iso88592))).toEqual([
      item(4, {
        id: 'VB-12',
        title: 'Şezlong pliabil Ţărm, pânză şi aluminiu, roşu',
        product_type: 'Grădină > Mobilier de grădină',
        price: '1 249,00 RON',
      }),
    ]);
  });

  test('the declaration decides: the same byte is ą in Windows-1250 and š in ISO-8859-2', async () => {
    const asWindows = singleByte(legacyFeed('WINDOWS-1250', 'Scaun Mąja'), windows1250);
    const asLatin2 = singleByte(legacyFeed('iso-8859-2', 'Scaun Mšja'), iso88592);
    expect(asLatin2.filter((byte) => byte === 0xb9)).toHaveLength(1);
    expect((await readItems(asWindows))[0]?.fields.title).toBe('Scaun Mąja');
    expect((await readItems(asLatin2))[0]?.fields.title).toBe('Scaun Mšja');
  });

  test('UTF-8 when nothing says otherwise, and a declared UTF-8 in any case', async () => {
    const title = 'Măsuță de cafea Ișalnița, nuc și oțel';
    const expected = [item(4, { id: 'VB-12', title, product_type: 'Grădină > Mobilier de grădină', price: '1 249,00 RON' })];
    expect(await readItems(legacyFeed('Utf-8', title))).toEqual(expected);
    expect(await readItems(legacyFeed('utf-8', title).replace(' encoding="utf-8"', ''))).toEqual(expected);
  });

  test.each([
    ['utf-16le', 'little', [0xff, 0xfe]],
    ['utf-16be', 'big', [0xfe, 0xff]],
  ] as const)('UTF-16 (%s) by its byte order mark, split anywhere', async (_, endian, mark) => {
    const text = legacyFeed('UTF-16', 'Cuier de perete Ilișești, fag');
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set(mark);
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < text.length; i++) view.setUint16(2 + i * 2, text.charCodeAt(i), endian === 'little');
    const expected = [
      item(4, { id: 'VB-12', title: 'Cuier de perete Ilișești, fag', product_type: 'Grădină > Mobilier de grădină', price: '1 249,00 RON' }),
    ];
    expect(await readItems(bytes)).toEqual(expected);
    expect(await readItems(inPieces(bytes, 3))).toEqual(expected);
  });

  test('a CSV in UTF-16 with its byte order mark', async () => {
    const text = 'id,title\nTB-1,Taburet Șoimuș\n';
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) new DataView(bytes.buffer).setUint16(2 + i * 2, text.charCodeAt(i), true);
    expect(await readItems(bytes)).toEqual([item(2, { id: 'TB-1', title: 'Taburet Șoimuș' })]);
  });

  test('bytes that are not UTF-8 become U+FFFD in a UTF-8 file rather than stopping it', async () => {
    const bytes = singleByte('id;title\nCM-9;Cană ceai\n', windows1250);
    expect(await readItems(bytes)).toEqual([item(2, { id: 'CM-9', title: 'Can\ufffd ceai' })]);
  });

  test('an encoding no decoder knows is an unknown format', async () => {
    const error = await readError(legacyFeed('x-mac-romanian-2000', 'Raft'));
    expect(error.code).toBe('unknown-format');
    expect(error.message).toContain('x-mac-romanian-2000');
  });

  test('UTF-8 split inside its multi-byte characters, in every piece size up to 5', async () => {
    const file = 'id,title,description\nDC-1,Oglindă „Ștefănești”,Ramă din ștejar 🌳 țesută\n';
    const bytes = bytesOf(file);
    const expected = [item(2, { id: 'DC-1', title: 'Oglindă „Ștefănești”', description: 'Ramă din ștejar 🌳 țesută' })];
    for (let size = 1; size <= 5; size++) expect(await readItems(inPieces(bytes, size))).toEqual(expected);
  });
});
