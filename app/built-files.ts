/** The built public files (`/assets/…`), read from `dist/public` where `waku build` puts them (the server runs from the project). */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const publicDir = () => join(process.cwd(), 'dist', 'public');

/** One built file as text, by its URL path. */
export function readBuiltFile(path: string): Promise<string> {
  return readFile(join(publicDir(), path), 'utf8');
}

/** The built scripts, stylesheets and other text assets under /assets/, with their URL paths. */
export async function readBuiltAssets(): Promise<{ path: string; bytes: Uint8Array }[]> {
  const names = (await readdir(join(publicDir(), 'assets'))).filter((name) => /\.(?:js|mjs|css|svg|json|txt|map)$/.test(name));
  return Promise.all(names.map(async (name) => ({ path: `/assets/${name}`, bytes: await readFile(join(publicDir(), 'assets', name)) })));
}
