import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { routeModule } from '../../build/page-css';
import { interRomanianUnicodeRange } from '../../ui/theme/font-ranges';

describe('the font', () => {
  test('its unicode-range in fonts.css is the list the font file was cut to', () => {
    const css = readFileSync(resolve(import.meta.dirname, '../../ui/theme/fonts.css'), 'utf8');
    expect(css).toContain(`unicode-range: ${interRomanianUnicodeRange};`);
    // Romanian letters with comma below, the old cedilla forms and the typographic quotes are in it.
    for (const code of [0x103, 0x219, 0x21b, 0x15f, 0x163, 0x201e, 0x201d, 0xd7, 0x2300]) {
      expect(interRomanianUnicodeRange.split(', ').some((range) => {
        const [first, last = first] = range.slice(2).split('-').map((hex) => Number.parseInt(hex, 16));
        return code >= first! && code <= last!;
      })).toBe(true);
    }
  });
});

describe('stylesheets once per page', () => {
  test('route modules are the pages and layouts, not the helpers beside them', () => {
    for (const page of ['/r/app/pages/index.tsx', '/r/app/pages/produse/[slug].tsx', '/r/app/pages/_layout.tsx', '/r/app/pages/_root.tsx', '/r/app/pages/produs/v/[id].tsx']) {
      expect(routeModule.test(page), page).toBe(true);
    }
    for (const helper of ['/r/app/pages/_components/listing-page.tsx', '/r/app/pages/articole/_list-page.tsx', '/r/app/pages/_api/x.tsx', '/r/app/pages/index.css.ts', '/r/ui/components/Price/Price.tsx']) {
      expect(routeModule.test(helper), helper).toBe(false);
    }
  });
});
