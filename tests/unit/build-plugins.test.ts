import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { rewriteResources } from '../../build/server-css-once';
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

describe('stylesheet links once per request', () => {
  test('the rewritten module still exports Resources and keeps the generated one under another name', () => {
    const generated = 'import React from "react";\nexport const Resources = (function(){ return () => null; })();\n';
    const rewritten = rewriteResources(generated);
    expect(rewritten).toContain('const ResourcesEveryTime = (function');
    expect(rewritten).toContain('export function Resources()');
    expect(rewritten).not.toContain('export const Resources =');
  });
});
