import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { csvOf, googleRssOf, sniffFeed } from '../../../../server/feeds/read';
import { bytesOf, singleByte } from './reading';

const sofas = [
  { id: 'MC-1', title: 'Canapea extensibilă Oslo, gri antracit', price: '1299.99 RON' },
  { id: 'MC-2', title: 'Canapea colțar Bergen; stânga', price: '2899.00 RON' },
];

describe('sniffing the first bytes', () => {
  test('RSS in UTF-8, with or without a byte order mark', () => {
    const rss = [...googleRssOf(sofas)].join('');
    expect(sniffFeed(bytesOf(rss))).toEqual({ gzip: false, format: 'xml', encoding: 'utf-8' });
    expect(sniffFeed(bytesOf(`\ufeff${rss}`))).toEqual({ gzip: false, format: 'xml', encoding: 'utf-8' });
  });

  test('the encoding of the XML declaration, by its canonical name', () => {
    const head = (label: string) => singleByte(`<?xml version="1.0" encoding="${label}" standalone="yes"?>\n<rss>`, {});
    expect(sniffFeed(head('Windows-1250')).encoding).toBe('windows-1250');
    expect(sniffFeed(head('ISO-8859-2')).encoding).toBe('iso-8859-2');
    expect(sniffFeed(head('latin2')).encoding).toBe('iso-8859-2');
    expect(sniffFeed(head('UTF-8')).encoding).toBe('utf-8');
    // A declaration of UTF-16 in bytes that read as ASCII cannot be right.
    expect(sniffFeed(head('UTF-16')).encoding).toBe('utf-8');
  });

  test('the delimiter of the header line: the most frequent outside quotes', () => {
    expect(sniffFeed(bytesOf([...csvOf(sofas, ',')].join('')))).toEqual({ gzip: false, format: 'csv', encoding: 'utf-8', delimiter: ',' });
    expect(sniffFeed(bytesOf([...csvOf(sofas, ';')].join('')))).toEqual({ gzip: false, format: 'csv', encoding: 'utf-8', delimiter: ';' });
    expect(sniffFeed(bytesOf([...csvOf(sofas, '\t')].join('')))).toEqual({ gzip: false, format: 'tsv', encoding: 'utf-8', delimiter: '\t' });
    expect(sniffFeed(bytesOf('"id,cod";"titlu, scurt";pret\n1;2;3\n')).delimiter).toBe(';');
  });

  test('a gzip head says gzip and what is inside, even cut after a few hundred bytes', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ id: `MC-${i}`, title: `Pernă decorativă ${i}`, price: `${i}.99 RON` }));
    const packed = gzipSync(bytesOf([...csvOf(rows, ';')].join('')));
    expect(packed.length).toBeGreaterThan(5000);
    expect(sniffFeed(packed.subarray(0, 300))).toEqual({ gzip: true, format: 'csv', encoding: 'utf-8', delimiter: ';' });
  });

  test('UTF-16 by its byte order mark', () => {
    expect(sniffFeed(new Uint8Array([0xff, 0xfe, 0x3c, 0, 0x72, 0]))).toEqual({ gzip: false, format: 'xml', encoding: 'utf-16le' });
    expect(sniffFeed(new Uint8Array([0xfe, 0xff, 0, 0x3c, 0, 0x72]))).toEqual({ gzip: false, format: 'xml', encoding: 'utf-16be' });
  });

  test('what is not a feed is said at once', () => {
    expect(() => sniffFeed(bytesOf('<!doctype html><html><body>'))).toThrow(expect.objectContaining({ code: 'not-a-feed' }));
    expect(() => sniffFeed(bytesOf('[{"id":1}]'))).toThrow(expect.objectContaining({ code: 'not-a-feed' }));
    expect(() => sniffFeed(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]))).toThrow(expect.objectContaining({ code: 'unknown-format' }));
    expect(() => sniffFeed(new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0xff, 0xff, 0xff, 0xff, 0, 0, 0xff, 0xff]))).toThrow(
      expect.objectContaining({ code: 'malformed' }),
    );
  });
});
