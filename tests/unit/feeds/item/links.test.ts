import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkLink, imageUrl, shopHost } from '#server/feeds/item/links';

/** The rules as plain `new URL()` reads them, without the shortcut for addresses it would leave alone. */
function referenceLink(link: string, host: string) {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { ok: false, reason: 'not-a-url' };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') return { ok: false, reason: 'not-a-url' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'foreign' };
  const linkHost = url.hostname.replace(/\.$/, '');
  return linkHost === host || linkHost.endsWith(`.${host}`) ? { ok: true, href: url.href } : { ok: false, reason: 'foreign' };
}

function referenceImage(text: string): string | null {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && url.username === '' && url.password === '' ? url.href : null;
  } catch {
    return null;
  }
}

/** Addresses built from the pieces that make URL rewrite or refuse one. */
const addresses = fc
  .tuple(
    fc.constantFrom('https://', 'http://', 'HTTPS://', 'ftp://', 'https:', 'https:///', ' https://'),
    fc.constantFrom('', 'client:parola@', 'www.mobilacasa.ro@'),
    fc.array(fc.constantFrom('www', 'm', 'mobilacasa', 'ro', 'MobilaCasa', 'evil-mobilacasa', 'xn--mobil-cas-ucbe', 'mobilă', '127', '0x7f', '1', '-a', 'b-', 'a--b', '1-2', 'a1', 'cdn', ''), { minLength: 1, maxLength: 4 }),
    fc.constantFrom('', ':443', ':8080', ':', '.'),
    fc.array(fc.constantFrom('', '.', '..', '%2e', '%2E%2E', 'produse', 'Oslo Canapea', 'a|b', 'ț', "'", '"', '%zz', '~x', '(1)', 'a;b=c', '@', 'x\\y', 'a\tb', 'xn--p', '.x', '..x', 'x.', '%2', '%25', 'ă'), { maxLength: 4 }),
    fc.constantFrom('', '?', '?utm_source=cuib&x=1', "?q='a'", '?a b', '?%2e', '?a=ț', '?/../x', '?a?b', '?`x`', '?{x}'),
    fc.constantFrom('', '#', '#galerie'),
  )
  .map(([scheme, user, labels, port, segments, query, fragment]) => `${scheme}${user}${labels.join('.')}${port}${segments.length ? `/${segments.join('/')}` : ''}${query}${fragment}`);

describe('reading an address without parsing it', () => {
  test('gives what new URL() gives, for links and pictures', () => {
    const host = shopHost('mobilacasa.ro');
    fc.assert(
      fc.property(addresses, (address) => {
        expect(checkLink(address, host)).toEqual(referenceLink(address, host));
        expect(imageUrl(address)).toBe(referenceImage(address));
      }),
      { numRuns: 5000 },
    );
  });

  test('on typical feed addresses, which take the shortcut', () => {
    const host = shopHost('mobilacasa.ro');
    for (const address of [
      'https://www.mobilacasa.ro/canapele/canapea-extensibila-oslo-gri-antracit',
      'https://m.mobilacasa.ro/produs/10234?utm_source=cuib&utm_medium=cpc',
      'https://cdn.mobilacasa.ro/media/catalog/product/o/s/oslo_1.jpg',
      'https://www.mobilacasa.ro/index.php?route=product/product&product_id=10234',
    ]) {
      expect(checkLink(address, host)).toEqual(referenceLink(address, host));
      expect(imageUrl(address)).toBe(address);
    }
  });
});

describe('the shop host', () => {
  test.each([
    ['mobilacasa.ro', 'mobilacasa.ro'],
    ['www.mobilacasa.ro', 'mobilacasa.ro'],
    ['https://www.MobilaCasa.ro/', 'mobilacasa.ro'],
    ['mobilă-casă.ro', 'xn--mobil-cas-ucbe.ro'],
  ])('%s → %s', (domain, host) => {
    expect(shopHost(domain)).toBe(host);
  });

  test('a domain that is none is a programming error', () => {
    expect(() => shopHost('')).toThrow();
    expect(() => shopHost('http://')).toThrow();
  });
});
