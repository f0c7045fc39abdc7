import { describe, expect, test } from 'vitest';
import { safeReturnPath } from '#domain/return-path';

describe('safeReturnPath', () => {
  test.each(['/user/favourites?x=1', '/produse/canapele#filtre', '/', '/user/favourites?next=//evil.example'])('%s is kept', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  test.each([
    ['/x/../user', '/user'],
    ['/./user', '/user'],
    ['/%2e/user', '/user'],
  ])('%s is kept as its normal form %s', (path, normal) => {
    expect(safeReturnPath(path)).toBe(normal);
  });

  // Each of these is another host once the browser (or the URL parser) has normalised it.
  test.each([
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '/./\\evil.example',
    '/x/..//evil.example',
    '/x/../\\evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/%2e%2e//evil.example',
    '/.%2e//evil.example',
    '/./%5cevil.example',
    '/%5c/evil.example',
    '/%5C%5Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/.\t//evil.example',
    '/\r\n/evil.example',
    '/%09/evil.example',
    '/ //evil.example',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    '\\\\evil.example',
    ' /user',
    '',
    null,
    undefined,
  ])('%j is refused', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  test('nothing it returns leaves this origin when followed from any page of the site', () => {
    const probes = ['/', '/.', '/..', '/./', '/%2e', '/%2f', '/%5c', '/\\', '//', '/\t', '/x/..', 'evil.example', '@evil.example'];
    for (const a of probes) for (const b of probes) for (const c of probes) {
      const returned = safeReturnPath(`${a}${b}${c}`);
      if (returned === undefined) continue;
      expect(returned.startsWith('/') && !returned.startsWith('//') && !returned.startsWith('/\\'), returned).toBe(true);
      expect(new URL(returned, 'https://cuib.ro/login').origin, returned).toBe('https://cuib.ro');
    }
  });
});
