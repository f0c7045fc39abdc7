import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { createWriteStream } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { countOf } from '#domain/romanian';

/** A feed URL that cannot be fetched, with the reason in Romanian (for the shop's import list). */
export class FeedFetchError extends Error {
  override name = 'FeedFetchError';
}

/** How long one fetch may take, redirects included: the wiki promises shops 60 seconds. */
export const fetchTimeoutMs = 60_000;
const maxRedirects = 5;
/** Bytes of one downloaded feed as sent (compressed or not). */
export const maxDownloadBytes = 1024 ** 3;

/** Addresses a feed URL may not lead to: this machine, private networks, link-local, multicast, reserved. */
const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
  ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) privateNetworks.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96]] as const) privateNetworks.addSubnet(network, prefix, 'ipv6');

/** Whether an address is one a fetched feed may not reach (IPv4 written inside IPv6 is judged as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return privateNetworks.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return privateNetworks.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** `CUIB_FEEDS_ALLOW_PRIVATE=1` lets feeds come from this machine or a private network (tests, an intranet). */
const privateAllowed = () => process.env.CUIB_FEEDS_ALLOW_PRIVATE === '1';

/**
 * Resolves a host as `dns.lookup` does, refusing it when any of its addresses is private: the address
 * checked is the address connected to, so a name that resolves to a public address when checked and
 * a private one when used (DNS rebinding) gains nothing.
 */
const checkedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (!privateAllowed() && addresses.some((entry) => isPrivateAddress(entry.address))) {
      return callback(Object.assign(new Error(`${hostname} leads to a private address.`), { code: 'CUIB_PRIVATE_ADDRESS' }), '', 0);
    }
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** The URL if it may be fetched, or a FeedFetchError saying why not. */
export function checkedFeedUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new FeedFetchError(`Adresa feedului nu este un URL valid: ${text.slice(0, 100)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedFetchError('Feedul se poate citi doar prin http sau https.');
  if (url.username || url.password) throw new FeedFetchError('Adresa feedului nu poate conține nume de utilizator sau parolă.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isPrivateAddress(host) && !privateAllowed()) throw new FeedFetchError('Adresa feedului duce la o rețea privată.');
  if (/^localhost$|\.localhost$/i.test(host) && !privateAllowed()) throw new FeedFetchError('Adresa feedului duce la o rețea privată.');
  return url;
}

export interface Validators {
  etag?: string | null;
  lastModified?: string | null;
}

export type Downloaded = { status: 'fetched'; etag: string | null; lastModified: string | null; bytes: number } | { status: 'not-modified' };

function get(url: URL, headers: Record<string, string>, signal: AbortSignal): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { headers, signal, lookup: checkedLookup }, resolve);
    request.on('error', reject);
    request.end();
  });
}

/**
 * Downloads a shop's feed into `file`: asks with `If-None-Match`/`If-Modified-Since` (a feed not
 * changed since the last fetch is `not-modified` and not read again), follows at most five redirects,
 * each checked as the first URL was, gives up after 60 seconds, and stops past `maxBytes` (default
 * `maxDownloadBytes`). Pictures are fetched the same way, with their own limits.
 */
export async function downloadFeed(
  address: string,
  file: string,
  validators: Validators = {},
  { maxBytes = maxDownloadBytes, timeoutMs = fetchTimeoutMs }: { maxBytes?: number; timeoutMs?: number } = {},
): Promise<Downloaded> {
  const signal = AbortSignal.timeout(timeoutMs);
  const tooLarge = `Fișierul depășește ${Math.round(maxBytes / 1024 ** 2)} MB.`;
  let url = checkedFeedUrl(address);
  const headers: Record<string, string> = { 'user-agent': 'CuibFeedReader/1.0 (+https://parteneri.cuib.ro/wiki/feed-de-produse)', accept: '*/*' };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await get(url, headers, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && status !== 304) {
        response.resume();
        const location = response.headers.location;
        if (!location) throw new FeedFetchError(`Serverul feedului a răspuns ${status} fără adresă nouă.`);
        if (redirects >= maxRedirects) throw new FeedFetchError(`Feedul redirecționează de prea multe ori (peste ${maxRedirects}).`);
        url = checkedFeedUrl(location, url);
        continue;
      }
      if (status === 304) {
        response.resume();
        return { status: 'not-modified' };
      }
      if (status !== 200) {
        response.resume();
        throw new FeedFetchError(`Serverul feedului a răspuns ${status}.`);
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        response.destroy();
        throw new FeedFetchError(tooLarge);
      }
      let bytes = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(bytes > maxBytes ? new FeedFetchError(tooLarge) : null, chunk);
        },
      });
      await pipeline(response, counted, createWriteStream(file));
      const etag = response.headers.etag ?? null;
      const lastModified = response.headers['last-modified'] ?? null;
      return { status: 'fetched', etag, lastModified, bytes };
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    const code = (error as { code?: string; name?: string }).code ?? (error as { name?: string }).name;
    if (code === 'CUIB_PRIVATE_ADDRESS') throw new FeedFetchError('Adresa feedului duce la o rețea privată.');
    if (code === 'ABORT_ERR' || code === 'TimeoutError' || code === 'AbortError') throw new FeedFetchError(`Descărcarea nu s-a încheiat în ${countOf(Math.round(timeoutMs / 1000), { one: 'secundă', other: 'secunde' })}.`);
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') throw new FeedFetchError(`Domeniul ${url.hostname} nu există sau nu răspunde.`);
    throw new FeedFetchError(`Feedul nu s-a putut descărca (${code ?? 'eroare de rețea'}).`);
  }
}
