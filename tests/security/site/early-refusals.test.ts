import { Agent, request } from 'node:http';
import { afterEach, describe, expect, test } from 'vitest';
import { testSite } from '../../support/test-site';

/**
 * A body refused before it is read (413) leaves the rest of it on the connection: the answer must
 * close that connection (or the server read the rest), or the next request on it, from the same
 * keep-alive agent, fails with a reset socket.
 */
let agent: Agent;
afterEach(() => agent?.destroy());

function send(path: string, init: { method?: string; body?: Buffer } = {}) {
  return new Promise<{ status: number; connection: string | undefined }>((done, fail) => {
    const sent = request(
      new URL(path, testSite().baseURL),
      { method: init.method ?? 'GET', agent, headers: init.body ? { 'content-type': 'application/json', 'content-length': init.body.length } : {} },
      (response) => {
        response.resume();
        response.on('end', () => done({ status: response.statusCode!, connection: response.headers.connection }));
      },
    );
    sent.on('error', fail);
    sent.end(init.body);
  });
}

describe('after a 413, the next request on the same keep-alive agent is answered', () => {
  const body = Buffer.alloc(300 * 1024, 'a');
  for (const [what, post, next] of [
    ['an API', '/api/v2/auth/login', '/api/v2/catalogue/version'],
    ['a page', '/login', '/eco'],
    ['search', '/v2/search?q=canapea', '/v2/search?q=canapea'],
    ['impressions', '/impression', '/robots.txt'],
  ] as const) {
    test(what, async () => {
      // One connection at a time: the GET goes where the POST went.
      agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const refused = await send(post, { method: 'POST', body });
      expect(refused.status).toBe(413);
      expect(refused.connection).toBe('close');
      expect((await send(next)).status).toBe(200);
    });
  }
});
