import { describe, expect, test } from 'vitest';
import { forwarded, origins, siteUrl } from '../../domain/origins';

describe('the configured origins', () => {
  test('default to localhost on the port, the partner site beside it', () => {
    expect(origins({ PORT: '3100' })).toEqual({ site: 'http://localhost:3100', partner: 'http://parteneri.localhost:3100', secure: false, trustProxy: false });
  });

  test('the partner site replaces www., over the same scheme; https makes the site secure', () => {
    expect(origins({ CUIB_SITE_ORIGIN: 'https://www.cuib.ro/' })).toMatchObject({ site: 'https://www.cuib.ro', partner: 'https://parteneri.cuib.ro', secure: true });
    expect(origins({ CUIB_SITE_ORIGIN: 'https://cuib.ro', CUIB_PARTNER_ORIGIN: 'https://magazine.cuib.ro' }).partner).toBe('https://magazine.cuib.ro');
  });

  test('a shop served at an IP address gets its partner site on localhost, never an invalid host', () => {
    expect(origins({ CUIB_SITE_ORIGIN: 'http://127.0.0.1:3101' }).partner).toBe('http://parteneri.localhost:3101');
    expect(origins({ CUIB_SITE_ORIGIN: 'http://[::1]:3101' }).partner).toBe('http://parteneri.localhost:3101');
  });

  test('the proxy is trusted only when said', () => {
    expect(origins({ CUIB_TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(origins({ CUIB_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(origins({ CUIB_TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  test('a forwarded header counts only behind a trusted proxy, and then its first entry', () => {
    expect(forwarded('203.0.113.7, 10.0.0.2', {})).toBeUndefined();
    expect(forwarded('203.0.113.7, 10.0.0.2', { CUIB_TRUST_PROXY: '1' })).toBe('203.0.113.7');
    expect(forwarded(' https ', { CUIB_TRUST_PROXY: '1' })).toBe('https');
    expect(forwarded(undefined, { CUIB_TRUST_PROXY: '1' })).toBeUndefined();
  });

  test('a malformed origin is refused with a clear message', () => {
    expect(() => origins({ CUIB_SITE_ORIGIN: 'cuib.ro' })).toThrow('CUIB_SITE_ORIGIN must be an absolute http(s) origin');
    expect(() => origins({ CUIB_SITE_ORIGIN: 'ftp://cuib.ro' })).toThrow('CUIB_SITE_ORIGIN must use http or https');
  });

  test('absolute links on the site', () => {
    expect(siteUrl('/produse/canapele?pagina=2', { CUIB_SITE_ORIGIN: 'https://www.cuib.ro' })).toBe('https://www.cuib.ro/produse/canapele?pagina=2');
  });
});
