/** The built public files (`/assets/…`), read from `dist/public` where `waku build` puts them (the server runs from the project). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const publicDir = () => join(process.cwd(), 'dist', 'public');

/** One built file as text, by its URL path. */
export function readBuiltFile(path: string): Promise<string> {
  return readFile(join(publicDir(), path), 'utf8');
}
