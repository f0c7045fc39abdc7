/**
 * Malformed site paths and cookies for the route fuzz (tests/security and `npm run bench:resilience`):
 * deterministic for a seed, so a failure can be replayed.
 */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

const prefixes = ['/produse/', '/produs/', '/produs/v/', '/producatori/', '/produse/magazin/', '/produse/eshop/', '/product/', '/products/visually-similar/', '/category/', '/eshop/', '/price-drops/', '/termeni/', '/despre/', '/produse/reduceri-promotii/', '/', '/wiki/', '/RSC/'];
const pieces = ['A', 'Canapele', '0', '-1', '0-x', '99999999999999', '1e9', '%', '%E0%A4%A', '%00', '%2e%2e', '..', '.', '%2F', 'ș', 'ț', '%C8%99', '<script>', '"\'', ' ', '%20', '//', '?', '#', ';', 'null', 'undefined', '[]', '{}', '\\', 'x'.repeat(300), '1-'.repeat(40), '%FF%FE', 'canapele?pret-de-la=abc', 'canapele?pagina=-1', 'canapele?pagina=1e99', 'canapele?culoare=', 'canapele?ordonare=nu', 'canapele?dimensiune=latime:abc'];
const cookieNames = ['cuib_banner_seen', 'cuib_consent', 'cuib_visitor', 'cuib_token', 'cuib_cookie_bar_accepted', 'admin-mode', ''];
const cookieValues = ['50%off', '%', '%E0%A4%A', '"', '";', '=', '==', 'a=b=c', '\\', 'ș', '%C8%99', '..', 'x'.repeat(2000), 'eyJhbGciOiJub25lIn0.e30.', 'null', '1;2;3', '|||', 'analytics|marketing|%'];

export function malformedPaths(count: number, seed = 1): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, () => {
    const parts = Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(pieces));
    return `${pick(prefixes)}${parts.join(pick(['', '/', '-']))}`.replaceAll(' ', '%20').replaceAll('#', '%23').replaceAll('"', '%22').replaceAll('<', '%3C').replaceAll('>', '%3E').replaceAll('\\', '%5C').replace(/[ș]/g, '%C8%99').replace(/[ț]/g, '%C8%9B');
  });
}

export function malformedCookies(count: number, seed = 1): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 3) }, () => `${pick(cookieNames)}=${pick(cookieValues)}`)
      .join('; ')
      // A header value carries no characters outside Latin-1.
      .replace(/[ș]/g, 's'),
  );
}
