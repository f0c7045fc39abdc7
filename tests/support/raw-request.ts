import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A GET with any headers, `Host` included (fetch sends its own Host), never following redirects:
 * how a proxy or an attacker reaches the site.
 */
export function rawGet(base: string, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  const url = new URL(path, base);
  return new Promise((done, fail) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}
