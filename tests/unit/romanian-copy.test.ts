import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { countOf, type NounForms } from '../../domain/romanian';

const root = resolve(import.meta.dirname, '../..');
const sources = ['ui', 'app', 'server', 'domain'].flatMap(function walk(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return walk(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(gen|test)\./.test(name) ? [path] : [];
  });
});
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Every noun the code counts with, as written: `{ one: 'zi', other: 'zile' }`. */
const nounForms = [...new Set(sources.flatMap((path) => [...read(path).matchAll(/\{ one: '([^']+)'(?:, few: '([^']+)')?, other: '([^']+)'(?:, few: '([^']+)')? \}/g)].map((match) => JSON.stringify({ one: match[1], other: match[3], ...((match[2] ?? match[4]) ? { few: match[2] ?? match[4] } : {}) }))))].map(
  (json) => JSON.parse(json) as NounForms & { few?: string },
);

/** „de” from 20 on and at every hundred (Intl.PluralRules('ro') `other`); not for 0, 1–19, 101–119. */
const takesDe = (count: number) => count !== 0 && (count % 100 === 0 || count % 100 >= 20);

describe('Romanian counts over every noun the site counts', () => {
  test('the nouns were found', () => {
    expect(nounForms.length).toBeGreaterThan(20);
  });

  test.each(nounForms.map((forms) => [forms.one, forms] as const))('%s', (_, forms) => {
    for (const count of [0, 1, 2, 19, 20, 101, 120]) {
      const text = countOf(count, forms).replaceAll('\u00a0', ' ');
      if (count === 1) expect(text).toBe(`1 ${forms.one}`);
      else if (takesDe(count)) expect(text, `${count}`).toMatch(new RegExp(`^${count} de \\S`));
      else expect(text, `${count}`).not.toMatch(/ de /);
      // A noun form never brings its own „de” twice.
      expect(text).not.toMatch(/ de de /);
    }
  });
});

describe('numbers that count something go through countOf/formatCountOf', () => {
  const counted = 'produse|produs|recenzii|oferte|rate|magazine|fotografii|voturi|întrebări|răspunsuri|zile|luni|ore|minute|secunde|articole|inspirații|variante|culori|bucăți|persoane|locuri|aprecieri|afișări|clicuri|stele|operații|cereri|caractere|rânduri|filtre|săptămâni';
  // A number written straight before a counted noun: `${n} zile`, `{count} variante`.
  const bare = new RegExp(`(\\$\\{[^}]+\\}|\\{[\\w.()]+\\})[ \\u00a0](${counted})\\b`, 'g');

  test('nowhere in the site, the backend or the catalogue', () => {
    const found = sources.flatMap((path) => [...read(path).matchAll(bare)].map((match) => `${relative(root, join(root, path))}: ${match[0]}`));
    expect(found).toEqual([]);
  });
});
