import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A module of the source tree as a `file:` URL, found from wherever the calling code was bundled to.
 * Threads (feed reading, catalogue index builds) import their module from the source tree through
 * tsx's loader, so the build needs no separate worker files; the site and the command line both
 * run beside the source tree (`npm start` builds in it).
 */
export function sourceFile(from: string, relative: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    const candidate = join(folder, relative);
    if (existsSync(candidate)) return pathToFileURL(candidate).href;
    if (dirname(folder) === folder) throw new Error(`${relative} was not found above the running code.`);
  }
}
