import { existsSync } from 'node:fs';

/**
 * Flags for headless Chromium on these machines: no sandbox (we run as root in CI), no GPU, and no
 * background traffic, which a closed network would refuse many times over.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium unless CHROME_PATH names another; `npm test` installs it when missing. */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH.`);
  }
  return path;
}
