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

/**
 * The browser of the end-to-end tests: Debian's chromium-headless-shell when it is installed
 * (`CHROME_HEADLESS_SHELL` names another), else the Chromium above. It is the same engine without
 * the full browser around it: on these machines a page load costs it about 2.5 times less CPU
 * (24 loads with a screenshot each: 42 against 110 CPU-seconds). Storybook's visual baselines were
 * taken with the full Chromium, whose pixels differ, so the Storybook runner keeps that one.
 */
export function testChromiumPath(): string {
  const shell = process.env.CHROME_HEADLESS_SHELL ?? '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : chromiumPath();
}

