import type { Article } from '#generated/main-api/types.gen';
import type { JsonLdObject } from './json-ld';

/** An article for search engines (schema.org `Article`): headline, dates, author, image and publisher. */
export function articleJsonLd(article: Article, url: string, origin: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.perex,
    mainEntityOfPage: url,
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    dateModified: article.updatedAt,
    author: { '@type': 'Person', name: article.author.name },
    publisher: { '@type': 'Organization', name: 'Cuib', url: origin },
    ...(article.imageUrl ? { image: new URL(article.imageUrl, origin).toString() } : {}),
    articleSection: article.category.name,
  };
}
