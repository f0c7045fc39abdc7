/**
 * `tsx scripts/make-icons.ts`: draws the app icons of the web app manifest (public/icons) from the
 * logo, with sharp. Run again after changing the logo; the PNGs are committed.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';

const logo = (size: number, padding: number) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">
<rect width="32" height="32" fill="#1f4d3a"/>
<g transform="translate(${padding} ${padding}) scale(${(32 - 2 * padding) / 32})" fill="none" stroke="#ffffff" stroke-linecap="round">
<path d="M4 17c3 7 21 7 24 0" stroke-width="3"/><path d="M7 15c2-7 16-7 18 0" stroke-width="2" opacity=".6"/>
<circle cx="12" cy="14" r="3" fill="#ffffff" stroke="none"/><circle cx="19" cy="13" r="3" fill="#ffffff" stroke="none"/></g></svg>`;

const out = resolve(import.meta.dirname, '../public/icons');
mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(logo(size, 4))).png().toFile(resolve(out, `icon-${size}.png`));
  // Maskable icons keep the logo inside the safe circle.
  await sharp(Buffer.from(logo(size, 8))).png().toFile(resolve(out, `maskable-${size}.png`));
}
