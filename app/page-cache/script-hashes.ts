import { createHash } from 'node:crypto';

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
// Data blocks (structured data) are never run, so the CSP does not govern them.
const dataBlock = /\btype="application\/(?:ld\+)?json"/;
const external = /\bsrc=/;

/**
 * The CSP sources (`'sha256-…'`) of a page's inline scripts. A page shared between visitors
 * cannot carry one visitor's nonce in its policy (a nonce seen by everyone is no secret), so the
 * policy of a page answered from the cache allows exactly its own scripts by their hashes.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(inlineScript)) {
    if (dataBlock.test(attributes!) || external.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
