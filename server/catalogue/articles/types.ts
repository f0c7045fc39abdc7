/** The magazine's categories, in the order the navigation shows them. */
export const articleCategorySources = [
  { id: 1, name: 'Ghiduri de cumpărare' },
  { id: 2, name: 'Amenajări' },
  { id: 3, name: 'Grădină și terasă' },
  { id: 4, name: 'Tendințe' },
  { id: 5, name: 'Bucătărie și baie' },
  { id: 6, name: 'Camera copiilor' },
] as const;

export type ArticleCategoryId = (typeof articleCategorySources)[number]['id'];

/** One section of an article: an h2 heading and its text. */
export interface ArticleSection {
  heading: string;
  /**
   * Light markup: paragraphs split by blank lines, `- ` lines make a list (`1. ` a numbered one),
   * `[label](/produse/slug)` a link, `**word**` strong text.
   */
  text: string;
  /** A leaf category slug: the section ends with its best-rated product, which the page also shows as a card. */
  pick?: string;
}

/** An article as the editors wrote it. */
export interface ArticleSource {
  title: string;
  category: ArticleCategoryId;
  author: string;
  perex: string;
  sections: ArticleSection[];
  /** Not published yet: only staff see it, through the preview. */
  draft?: true;
}
