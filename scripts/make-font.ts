/**
 * `npm run make-font`: cuts Inter (variable, from the `inter-ui` package) down to the characters a
 * Romanian shop shows: ASCII, Latin-1, ă ș ț and the other Central European letters of brand and shop
 * names, typographic punctuation (– — „ ” … ·), ×, ⌀, €, arrows and ★. Weights 400–700 and the
 * layout features the site uses are kept; the optical size is fixed at text size. One 28 kB file
 * replaces the 133 kB of the latin and latin-ext files that every page needed before.
 * Run again after changing the ranges; the WOFF2 is committed (ui/theme/fonts/).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import subsetFont from 'subset-font';
import { interRomanianRanges } from '../ui/theme/font-ranges.ts';

const source = createRequire(import.meta.url).resolve('inter-ui/variable/InterVariable.woff2');
let text = '';
for (const [first, last] of interRomanianRanges) for (let code = first; code <= last; code++) text += String.fromCodePoint(code);

const font = await subsetFont(readFileSync(source), text, {
  targetFormat: 'woff2',
  variationAxes: { opsz: 14, wght: { min: 400, max: 700 } },
  keepFeatures: ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'],
});
const out = resolve(import.meta.dirname, '../ui/theme/fonts/inter-romanian.woff2');
writeFileSync(out, font);
console.log(`${out}: ${font.length} bytes`);
