import { buyingGuides } from './articles/buying-guides';
import { garden } from './articles/garden';
import { kids } from './articles/kids';
import { kitchenAndBath } from './articles/kitchen-bath';
import { roomIdeas } from './articles/room-ideas';
import { trends } from './articles/trends';
import { articleCategorySources, type ArticleSource } from './articles/types';
import { slugify } from './slug';
import { type Drawing, tree } from './tree';

/**
 * The magazine: buying guides and home ideas written for Cuib, in six categories. Each section may
 * recommend the best-rated product of a leaf category (its `pick`), which the backend resolves
 * against the seeded catalogue. Dates are fixed, like the rest of the catalogue, so it is the same
 * everywhere.
 */
export const articleCategories = articleCategorySources.map((category) => ({ id: category.id, name: category.name, slug: slugify(category.name) }));

export type GeneratedArticleCategory = (typeof articleCategories)[number];

export interface GeneratedArticle {
  id: number;
  slug: string;
  title: string;
  perex: string;
  author: string;
  category: GeneratedArticleCategory;
  sections: ArticleSource['sections'];
  /** Leaf category slugs the sections recommend a product of, in order. */
  picks: string[];
  publishedAt: string | null;
  updatedAt: string;
}

/** One article of each category in turn, so the newest page of the feed mixes them. */
function interleaved(groups: ArticleSource[][]): ArticleSource[] {
  const longest = Math.max(...groups.map((group) => group.length));
  return Array.from({ length: longest }, (_, index) => groups.flatMap((group) => (group[index] ? [group[index]] : []))).flat();
}

const sources = interleaved([buyingGuides, roomIdeas, garden, trends, kitchenAndBath, kids]);

/** The newest article's date; each older one three days before the next. */
const newest = Date.UTC(2026, 10, 20, 7);
const day = 86_400_000;

export const articles: GeneratedArticle[] = (() => {
  let published = 0;
  return sources.map((source, index) => {
    const at = source.draft ? newest + day : newest - published++ * 3 * day;
    return {
      id: index + 1,
      slug: slugify(source.title),
      title: source.title,
      perex: source.perex,
      author: source.author,
      category: articleCategories.find((category) => category.id === source.category)!,
      sections: source.sections,
      picks: source.sections.flatMap((section) => (section.pick ? [section.pick] : [])),
      publishedAt: source.draft ? null : new Date(at).toISOString(),
      // Edited a day or two after publishing, as editors do.
      updatedAt: new Date(at + (1 + (index % 2)) * day + 3 * 3_600_000).toISOString(),
    };
  });
})();

const leafDrawings = new Map<string, Drawing>(tree.flatMap((top) => top.groups.flatMap((group) => group.leaves.map((leaf) => [slugify(leaf[0]), leaf[4]] as const))));

/** Every leaf category slug of the catalogue, for checking the articles' links. */
export const leafCategorySlugs: ReadonlySet<string> = new Set(leafDrawings.keys());

/** What an article's cover draws: the products of its picks, and whether it is set outdoors. */
export function coverOf(article: GeneratedArticle): { kinds: Drawing[]; outdoors: boolean } {
  const kinds = [...new Set(article.picks.flatMap((slug) => leafDrawings.get(slug) ?? []))].slice(0, 3);
  return { kinds: kinds.length ? kinds : ['dulapuri'], outdoors: article.category.id === 3 };
}

/** The widths the cover is offered in, and its proportions (16:9). */
export const coverWidths = [320, 480, 640, 800, 1200] as const;
export const coverRatio = 9 / 16;
export const coverUrl = (articleId: number, width: number) => `/images/article/${width}/art-${articleId}.webp`;

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Inline markup: links to the site's own pages and strong text; everything else escaped. */
function inline(text: string): string {
  return escape(text)
    .replace(/\[([^\]]+)\]\((\/[a-z0-9/-]+)\)/g, '<a href="$2">$1</a>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

/** A section's text as HTML: paragraphs, bulleted and numbered lists. */
export function blocksHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.trim().split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- '))) return `<ul>${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join('')}</ul>`;
      if (lines.every((line) => /^\d+\. /.test(line))) return `<ol>${lines.map((line) => `<li>${inline(line.replace(/^\d+\. /, ''))}</li>`).join('')}</ol>`;
      return `<p>${inline(lines.join(' '))}</p>`;
    })
    .join('');
}

/** A product a section recommends, as the backend found it in the catalogue. */
export interface PickedProduct {
  name: string;
  href: string;
  shop: string;
  price: string;
}

/**
 * The article body: a figure with the cover, then each section under its h2 (with an id to link to),
 * ending with its recommended product when the catalogue has one.
 */
export function articleHtml(article: GeneratedArticle, picked: ReadonlyMap<string, PickedProduct> = new Map()): string {
  return article.sections
    .map((section) => {
      const product = section.pick ? picked.get(section.pick) : undefined;
      const pick = product
        ? `<p class="article-pick">Recomandarea noastră: <a href="${escape(product.href)}">${escape(product.name)}</a>, ${escape(product.price)} la ${escape(product.shop)}.</p>`
        : '';
      return `<h2 id="${slugify(section.heading)}">${escape(section.heading)}</h2>${blocksHtml(section.text)}${pick}`;
    })
    .join('');
}

/** Words of the article a reader reads: perex, headings and text. */
export function wordCount(article: GeneratedArticle): number {
  const text = [article.perex, ...article.sections.flatMap((section) => [section.heading, section.text])].join(' ');
  return text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** About 200 words a minute, as readers of long-form Romanian text manage. */
export const readingMinutes = (article: GeneratedArticle) => Math.max(1, Math.round(wordCount(article) / 200));

const minutesNoun = (count: number) => {
  const form = new Intl.PluralRules('ro').select(count);
  return form === 'one' ? 'minut' : form === 'few' ? 'minute' : 'de minute';
};

const dateFormat = new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Bucharest' });

/**
 * An article's card in the feed: cover (dimensions given; lazy unless it is among the first on the
 * page), category, title linking to the article, lead, date and reading time.
 */
export function articleCardHtml(article: GeneratedArticle, { eager = false }: { eager?: boolean } = {}): string {
  const width = 480;
  const height = Math.round(width * coverRatio);
  const srcset = coverWidths.filter((w) => w <= 800).map((w) => `${coverUrl(article.id, w)} ${w}w`).join(', ');
  const minutes = readingMinutes(article);
  const date = article.publishedAt
    ? `<time datetime="${article.publishedAt}">${dateFormat.format(new Date(article.publishedAt))}</time> · `
    : '';
  return (
    `<article class="article-card">` +
    `<img class="article-card-image" src="${coverUrl(article.id, width)}" srcset="${srcset}" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" width="${width}" height="${height}" alt="" loading="${eager ? 'eager' : 'lazy'}" decoding="async">` +
    `<p class="article-card-category">${escape(article.category.name)}</p>` +
    `<h2 class="article-card-title"><a href="/articol/${article.slug}">${escape(article.title)}</a></h2>` +
    `<p class="article-card-perex">${escape(article.perex)}</p>` +
    `<p class="article-card-meta">${date}Citești în ${minutes} ${minutesNoun(minutes)}</p>` +
    `</article>`
  );
}
