import { fold } from './fold';

/** A URL slug from Romanian text: diacritics folded, lower case, words joined by hyphens. */
export function slugify(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
