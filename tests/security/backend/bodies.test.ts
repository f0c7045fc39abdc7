import { beforeAll, expect, test } from 'vitest';
import { embeddedBackendFor } from '#server/index';
import { connectionFrom, useTestCatalogue } from '../../support/embedded';

beforeAll(() => useTestCatalogue(100));

const feed = '/api/v2/variant/feed';
const post = (init: RequestInit & { duplex?: 'half' }) =>
  embeddedBackendFor(feed)!.app.fetch(new Request(`http://cuib.test${feed}`, { method: 'POST', ...init }), connectionFrom('127.0.0.1'));

/** A body of `total` bytes in 64 KiB chunks that counts how much of it was read. */
function countedBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const counter = { sent: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.sent >= total) return controller.close();
      counter.sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, counter };
}

const hundredMegabytes = 100 * 1024 * 1024;

test('a declared Content-Length over 256 KiB is refused with 413 before the body is read', async () => {
  const { body, counter } = countedBody(hundredMegabytes);
  const response = await post({ body, duplex: 'half', headers: { 'content-type': 'application/json', 'content-length': String(hundredMegabytes) } });
  expect(response.status).toBe(413);
  // The rest of the body stays unread: the connection must not carry another request.
  expect(response.headers.get('connection')).toBe('close');
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  expect(await response.json()).toMatchObject({ status: 413, field: 'body' });
  // At most what the stream buffers ahead of any reader.
  expect(counter.sent).toBeLessThanOrEqual(2 * 64 * 1024);
});

test('a streamed body without Content-Length is cut off at the limit, not read to its end', async () => {
  const { body, counter } = countedBody(hundredMegabytes);
  const response = await post({ body, duplex: 'half', headers: { 'content-type': 'application/json' } });
  expect(response.status).toBe(413);
  expect(response.headers.get('connection')).toBe('close');
  expect(await response.json()).toMatchObject({ field: 'body' });
  expect(counter.sent).toBeLessThan(1024 * 1024);
});

test('a body under the limit is read as before', async () => {
  const response = await post({ body: JSON.stringify({ url: '/produse' }), headers: { 'content-type': 'application/json' } });
  expect(response.status).toBe(200);
});
