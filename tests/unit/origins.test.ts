import { describe, expect, test } from 'vitest';
import { forwarded, origins, siteUrl } from '../../domain/origins';

describe('the configured origins', () => {
  test('default to localhost on the port, the partner site beside it', () => {
    expect(origins({ PORT: '3100' })).toEqual({ site: 'http://localhost:3100', partner: 'http://parteneri.localhost:3100', secure: false, trustProxy: 0 });
  });

  test('the partner site replaces www., over the same scheme; https makes the site secure', () => {
    expect(origins({ CUIB_SITE_ORIGIN: 'https://www.cuib.ro/' })).toMatchObject({ site: 'https://www.cuib.ro', partner: 'https://parteneri.cuib.ro', secure: true });
    expect(origins({ CUIB_SITE_ORIGIN: 'https://cuib.ro', CUIB_PARTNER_ORIGIN: 'https://magazine.cuib.ro' }).partner).toBe('https://magazine.cuib.ro');
  });

  test('a shop served at an IP address gets its partner site on localhost, never an invalid host', () => {
    expect(origins({ CUIB_SITE_ORIGIN: 'http://127.0.0.1:3101' }).partner).toBe('http://parteneri.localhost:3101');
    expect(origins({ CUIB_SITE_ORIGIN: 'http://[::1]:3101' }).partner).toBe('http://parteneri.localhost:3101');
  });

  test('the proxies are trusted only when said, counted in hops', () => {
    expect(origins({ CUIB_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(origins({ CUIB_TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(origins({ CUIB_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(origins({ CUIB_TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(origins({ CUIB_TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(origins({}).trustProxy).toBe(0);
    expect(() => origins({ CUIB_TRUST_PROXY: 'da' })).toThrow('CUIB_TRUST_PROXY must be the number of proxies in front');
  });

  test('a forwarded header counts only behind a trusted proxy', () => {
    expect(forwarded('203.0.113.7, 10.0.0.2', {})).toBeUndefined();
    expect(forwarded('203.0.113.7', { CUIB_TRUST_PROXY: '0' })).toBeUndefined();
    expect(forwarded(' https ', { CUIB_TRUST_PROXY: '1' })).toBe('https');
    expect(forwarded(undefined, { CUIB_TRUST_PROXY: '1' })).toBeUndefined();
    expect(forwarded('', { CUIB_TRUST_PROXY: '1' })).toBeUndefined();
  });

  test('behind one proxy, the entry it added (the right-most) is believed, whatever the client wrote before it', () => {
    // The proxy saw 198.51.100.4; the client had sent a header of its own, which the proxy kept.
    expect(forwarded('198.51.100.4', { CUIB_TRUST_PROXY: '1' })).toBe('198.51.100.4');
    expect(forwarded('203.0.113.7, 198.51.100.4', { CUIB_TRUST_PROXY: '1' })).toBe('198.51.100.4');
    expect(forwarded('1.1.1.1, 2.2.2.2, 3.3.3.3,198.51.100.4', { CUIB_TRUST_PROXY: 'true' })).toBe('198.51.100.4');
    // A spoofed host for the partner site changes nothing either.
    expect(forwarded('parteneri.evil.example, www.cuib.ro', { CUIB_TRUST_PROXY: '1' })).toBe('www.cuib.ro');
  });

  test('behind two proxies, the entry the outer one added; with fewer entries than proxies, the left-most', () => {
    // A CDN (saw the client, 198.51.100.4) in front of HAProxy (saw the CDN, 10.0.0.2).
    expect(forwarded('203.0.113.7, 198.51.100.4, 10.0.0.2', { CUIB_TRUST_PROXY: '2' })).toBe('198.51.100.4');
    expect(forwarded('198.51.100.4, 10.0.0.2', { CUIB_TRUST_PROXY: '2' })).toBe('198.51.100.4');
    expect(forwarded('10.0.0.2', { CUIB_TRUST_PROXY: '2' })).toBe('10.0.0.2');
  });

  test('a malformed origin is refused with a clear message', () => {
    expect(() => origins({ CUIB_SITE_ORIGIN: 'cuib.ro' })).toThrow('CUIB_SITE_ORIGIN must be an absolute http(s) origin');
    expect(() => origins({ CUIB_SITE_ORIGIN: 'ftp://cuib.ro' })).toThrow('CUIB_SITE_ORIGIN must use http or https');
  });

  test('absolute links on the site', () => {
    expect(siteUrl('/produse/canapele?pagina=2', { CUIB_SITE_ORIGIN: 'https://www.cuib.ro' })).toBe('https://www.cuib.ro/produse/canapele?pagina=2');
  });
});
