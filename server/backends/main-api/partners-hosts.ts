import { isIP } from 'node:net';

/**
 * Whether hosts that are not public may be given (`CUIB_FEEDS_ALLOW_PRIVATE=1`): tests and local
 * development serve feeds from a local HTTP server, as the feed fetcher allows with the same setting.
 */
const privateAllowed = () => process.env.CUIB_FEEDS_ALLOW_PRIVATE === '1';

/** Names that only mean something inside a network (RFC 6761, 6762, 8375 and common practice). */
const internalSuffixes = ['localhost', 'local', 'internal', 'intranet', 'lan', 'home', 'corp', 'home.arpa', 'test', 'invalid', 'example'];

/**
 * Why a host does not look like a public one, in Romanian, or undefined when it does: an IP
 * address, a name without a dot, an internal suffix or a top-level domain that is not letters.
 * The feed fetcher checks the addresses a name resolves to when it fetches; this is the early word
 * the shop gets while typing the address.
 */
export function hostProblem(hostname: string): string | undefined {
  if (privateAllowed()) return undefined;
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  if (isIP(host)) return 'Folosește numele de domeniu al serverului, nu o adresă IP.';
  const labels = host.split('.');
  const tld = labels.at(-1) ?? '';
  if (labels.length < 2 || internalSuffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))) return `Domeniul „${host}” nu este accesibil din internet.`;
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) return `Domeniul „${host}” nu are o terminație validă.`;
  return undefined;
}

/** The host of a shop's website as its domain: lower case, without `www.` and a final dot. */
export const domainOf = (url: URL): string => url.hostname.toLowerCase().replace(/\.$/, '').replace(/^www\./, '');
