import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { FeedFileError } from '../../../../server/feeds/raw-item';
import { csvOf, googleRssOf, readFeed } from '../../../../server/feeds/read';
import { bytesOf, inPieces, item, readError, readItems, readOutcome } from './reading';

function* lamps(count: number): Generator<Record<string, string>> {
  for (let i = 1; i <= count; i++) {
    yield {
      id: `LC-${i}`,
      title: `Lustră Oriana ${i}, 5 brațe, alamă`,
      link: `https://www.luminacasei.ro/lustre/oriana-${i}`,
      price: `${400 + i}.00 RON`,
      availability: 'in_stock',
    };
  }
}

/** The line (1-based) and column of the last character of `part` in `text`. */
function positionOfEnd(text: string, part: string): { line: number; column: number } {
  const end = text.indexOf(part) + part.length;
  const before = text.slice(0, end);
  return { line: before.split('\n').length, column: end - before.lastIndexOf('\n') - 1 };
}

describe('a malformed file', () => {
  test('XML broken in its last item: the items before it come in batches, then the error with its line and column', async () => {
    const whole = [...googleRssOf(lamps(1200))].join('');
    const broken = whole.replace('<g:price>1600.00 RON</g:price>', '<g:price>1600.00 RON</g:prise>');
    const { batches, error } = await readOutcome(inPieces(bytesOf(broken), 4096));
    expect(batches.map((batch) => batch.length)).toEqual([500, 500, 199]);
    expect(batches[2]?.at(-1)?.fields.id).toBe('LC-1199');
    expect(error).toBeInstanceOf(FeedFileError);
    const { line, column } = positionOfEnd(broken, '</g:prise>');
    expect(error).toMatchObject({ code: 'malformed', line, column });
    expect((error as Error).message).toMatch(/^Broken XML: .*close tag/);
  });

  test('XML cut off in the middle of an item: unclosed, at the end of the file', async () => {
    const whole = [...googleRssOf(lamps(3))].join('');
    const cut = whole.slice(0, whole.indexOf('<g:price>403'));
    const { items, error } = await readOutcome(cut);
    expect(items.map((one) => one.fields.id)).toEqual(['LC-1', 'LC-2']);
    expect(error).toMatchObject({ code: 'malformed', line: cut.split('\n').length });
    expect((error as Error).message).toContain('unclosed tag');
  });

  test('an entity XML does not define (&nbsp;) breaks the file: saxes is strict', async () => {
    const file = '<rss><channel><item>\n<title>Masă&nbsp;Dora</title></item></channel></rss>';
    expect(await readError(file)).toMatchObject({ code: 'malformed', line: 2 });
  });

  test('a CSV quote never closed: the rows before it, then the line where it opened', async () => {
    const file = 'id,title,description\nCV-1,Covor Sahara,Lână\nCV-2,"Covor Isfahan,Bumbac\nCV-3,Covor Delta,Iută\n';
    const { items, error } = await readOutcome(file);
    expect(items).toEqual([item(2, { id: 'CV-1', title: 'Covor Sahara', description: 'Lână' })]);
    expect(error).toMatchObject({ code: 'malformed', line: 3 });
    expect((error as Error).message).toContain('never closed');
  });

  test('a CSV row with more fields than the header: its line', async () => {
    const file = 'id;title;price\nPR-1;Perdea Elena;89 RON\nPR-2;Perdea Ioana; in; ; dungi;99 RON\n';
    const { items, error } = await readOutcome(file);
    expect(items).toHaveLength(1);
    expect(error).toMatchObject({ code: 'malformed', line: 3 });
  });

  test('a corrupt or cut gzip stream', async () => {
    const packed = gzipSync(bytesOf([...googleRssOf(lamps(50))].join('')));
    const corrupt = packed.slice();
    corrupt.fill(0x55, 40, 60);
    expect((await readError(corrupt)).code).toBe('malformed');
    const cut = await readOutcome(packed.subarray(0, packed.length - 200));
    expect(cut.error).toMatchObject({ code: 'malformed' });
  });
});

describe('a file that is not a feed', () => {
  test.each([
    ['an HTML page', '<!DOCTYPE html>\n<html lang="ro"><head><title>Pagina nu există</title></head><body></body></html>', 'not-a-feed'],
    ['an XHTML page', '<?xml version="1.0"?>\n<!-- eroare -->\n<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>', 'not-a-feed'],
    ['JSON', '{"produse":[{"id":"MC-1","titlu":"Canapea"}]}', 'not-a-feed'],
    ['an empty file', '', 'not-a-feed'],
    ['only spaces and line breaks', '  \n\n\t \n', 'not-a-feed'],
    ['text with no delimiter', 'Feedul este temporar indisponibil.\nReveniți mai târziu.\n', 'not-a-feed'],
    ['XML of another kind', '<?xml version="1.0"?><produse><produs><id>1</id></produs></produse>', 'not-a-feed'],
  ])('%s', async (_, file, code) => {
    expect((await readError(file)).code).toBe(code);
  });

  test('binary files: an Excel workbook is named as such', async () => {
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]);
    const error = await readError(xlsx);
    expect(error.code).toBe('unknown-format');
    expect(error.message).toContain('.xlsx');
    const noise = new Uint8Array(2048).map((_, i) => (i * 7919) % 256);
    expect((await readError(noise)).code).toBe('unknown-format');
  });

  test('an HTML page behind gzip is still an HTML page', async () => {
    expect((await readError(gzipSync(bytesOf('<html><body>Eroare 503</body></html>')))).code).toBe('not-a-feed');
  });
});

describe('limits, enforced while reading', () => {
  test('uncompressed bytes: a file over the limit stops', async () => {
    const file = [...googleRssOf(lamps(40))].join('');
    expect(bytesOf(file).length).toBeGreaterThan(5000);
    expect((await readError(file, { limits: { bytes: 5000 } })).code).toBe('too-large');
    expect(await readItems(file, { limits: { bytes: 100_000 } })).toHaveLength(40);
  });

  test('a gzip bomb stops at the limit of inflated bytes, having read a small part of it', async () => {
    // 256 gzip members of 1 MiB of spaces each: 256 MiB inflated from about 260 KB.
    const member = gzipSync(Buffer.alloc(1 << 20, 0x20));
    const bomb = Buffer.concat([gzipSync(bytesOf('<rss><channel>')), ...Array<Buffer>(256).fill(member)]);
    let pulled = 0;
    function* pieces() {
      for (const piece of inPieces(bomb, 1024)) {
        pulled += piece.length;
        yield piece;
      }
    }
    expect((await readError(pieces(), { limits: { bytes: 4 << 20 } })).code).toBe('too-large');
    expect(pulled).toBeLessThan(bomb.length / 4);
  });

  test('items: the items up to the limit, then the error', async () => {
    const xml = await readOutcome([...googleRssOf(lamps(5))].join(''), { limits: { items: 3 } });
    expect(xml.items).toHaveLength(3);
    expect(xml.error).toMatchObject({ code: 'too-many-items' });
    const csv = await readOutcome([...csvOf(lamps(5))].join(''), { limits: { items: 3 } });
    expect(csv.items).toHaveLength(3);
    expect(csv.error).toMatchObject({ code: 'too-many-items', line: 5 });
    expect(await readItems([...csvOf(lamps(3))].join(''), { limits: { items: 3 } })).toHaveLength(3);
  });

  test('field length: the value is cut and named, the item still comes', async () => {
    const title = 'Dormitor complet Venezia, pat 160x200, dulap cu 4 uși, 2 noptiere, comodă';
    const expected = [item(2, { id: 'DV-1', title: title.slice(0, 40), price: '5999 RON' }, ['title'])];
    expect(await readItems(`id,title,price\nDV-1,"${title}",5999 RON\n`, { limits: { fieldChars: 40 } })).toEqual(expected);
    const xml = `<rss><channel>\n<item><id>DV-1</id><title>${title}</title><price>5999 RON</price></item></channel></rss>`;
    expect(await readItems(xml, { limits: { fieldChars: 40 } })).toEqual(expected);
  });

  test('a description of 3 MB is cut at the default 10,000 characters, in XML and CSV', async () => {
    const long = 'Lemn masiv de stejar, finisaj natural. '.repeat(80_000);
    const xml = `<rss><channel><item><id>MS-1</id><description>${long}</description></item></channel></rss>`;
    const [fromXml] = await readItems(inPieces(bytesOf(xml), 65536));
    expect((fromXml?.fields.description as string).length).toBe(10_000);
    expect(fromXml?.tooLong).toEqual(['description']);
    const [fromCsv] = await readItems(inPieces(bytesOf(`id,description\nMS-1,"${long}"\n`), 65536));
    expect((fromCsv?.fields.description as string).length).toBe(10_000);
    expect(fromCsv?.tooLong).toEqual(['description']);
  });

  test('more than 8 MiB of text without a tag stops the file rather than filling the memory', async () => {
    const endless = `<rss><channel><item><description>${'a'.repeat(9 << 20)}`;
    expect((await readError(inPieces(bytesOf(endless), 65536))).code).toBe('too-large');
  });

  test('nesting inside an item: 8 levels are fields, 9 break the file', async () => {
    const nest = (levels: number) => {
      const names = Array.from({ length: levels }, (_, i) => `g:n${i + 1}`);
      return `<rss><channel><item>${names.map((n) => `<${n}>`).join('')}adânc${names.reverse().map((n) => `</${n}>`).join('')}</item></channel></rss>`;
    };
    expect(await readItems(nest(8))).toEqual([item(1, { 'n1.n2.n3.n4.n5.n6.n7.n8': 'adânc' })]);
    expect((await readError(nest(9))).code).toBe('malformed');
  });

  test('values per item: past 200 the field is named as cut', async () => {
    const images = Array.from({ length: 205 }, (_, i) => `<g:additional_image_link>https://www.mobilacasa.ro/i/${i}.jpg</g:additional_image_link>`);
    const [only] = await readItems(`<rss><channel><item><g:id>MC-9</g:id>${images.join('')}</item></channel></rss>`);
    expect(only?.fields.additional_image_link).toHaveLength(199);
    expect(only?.tooLong).toEqual(['additional_image_link']);
  });

  test('more than 1,000 header columns is not a product feed', async () => {
    const header = Array.from({ length: 1001 }, (_, i) => `c${i}`).join(',');
    expect(await readError(`${header}\n1,2\n`)).toMatchObject({ code: 'malformed', line: 1 });
  });

  test('names that would reach into Object.prototype are ignored', async () => {
    const xml = '<rss><channel><item><g:id>X-1</g:id><__proto__><polluted>da</polluted></__proto__><constructor>x</constructor></item></channel></rss>';
    const [fromXml] = await readItems(xml);
    expect(fromXml?.fields).toEqual({ id: 'X-1' });
    expect(Object.getPrototypeOf(fromXml?.fields)).toBe(Object.prototype);
    const [fromCsv] = await readItems('id,__proto__,constructor\nX-2,a,b\n');
    expect(fromCsv?.fields).toEqual({ id: 'X-2' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('names longer than 100 characters are ignored: no feed field is that long', async () => {
    const long = `g:${'dimensiune_'.repeat(10)}`;
    const [fromXml] = await readItems(`<rss><channel><item><g:id>L-1</g:id><${long}>80 cm</${long}></item></channel></rss>`);
    expect(fromXml?.fields).toEqual({ id: 'L-1' });
    const [fromCsv] = await readItems(`id;${'dimensiune_'.repeat(10)};title\nL-2;80 cm;Cuier\n`);
    expect(fromCsv?.fields).toEqual({ id: 'L-2', title: 'Cuier' });
  });
});

describe('the source', () => {
  /** A source that records whether it was let go. */
  function tracked(chunks: Uint8Array[]) {
    const state = { closed: false };
    async function* source() {
      try {
        yield* chunks;
      } finally {
        state.closed = true;
      }
    }
    return { state, source: source() };
  }

  test('stopping after the first batch closes the source, plain or gzip', async () => {
    const file = bytesOf([...googleRssOf(lamps(2000))].join(''));
    for (const bytes of [file, gzipSync(file)]) {
      const { state, source } = tracked([...inPieces(bytes, 1024)]);
      for await (const batch of readFeed(source)) {
        expect(batch).toHaveLength(500);
        break;
      }
      expect(state.closed).toBe(true);
    }
  });

  test('a file refused at its first bytes closes the source too', async () => {
    const { state, source } = tracked([bytesOf('<html><body>404</body></html>'), bytesOf('<p>mai mult</p>')]);
    await expect(readFeed(source).next()).rejects.toMatchObject({ code: 'not-a-feed' });
    expect(state.closed).toBe(true);
  });

  test('strings and a sync iterable are sources too', async () => {
    expect(await readItems(['id,title\n', 'PL-1,Plapumă'].map(bytesOf))).toEqual([item(2, { id: 'PL-1', title: 'Plapumă' })]);
    const items: unknown[] = [];
    for await (const batch of readFeed(['id;title\n', 'PL-2;Pernă'])) items.push(...batch);
    expect(items).toEqual([item(2, { id: 'PL-2', title: 'Pernă' })]);
  });
});
