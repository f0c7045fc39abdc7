import type { ArticleTeaser } from '#generated/main-api/types.gen';
import { articleCoverAt, articleCoverSrcSet } from '../../lib/article-cover';
import { formatDate } from '../../lib/format';
import * as styles from './ArticleCard.css';

export interface ArticleCardProps {
  /** The article's teaser: title, cover, category and publication date (none for a draft). */
  article: ArticleTeaser;
  /** Heading level of the title: 2 in a list under the page's h1, 3 inside a section. @default 3 */
  headingLevel?: 2 | 3;
}

/**
 * An article's card (related articles): cover, category, title linking to the article (the whole
 * card is the link's target), lead and date. Looks like the feed's cards, which come as HTML.
 */
export function ArticleCard({ article, headingLevel = 3 }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.root}>
      {article.imageUrl ? (
        <img
          className={styles.image}
          src={articleCoverAt(article.imageUrl, 480)}
          srcSet={articleCoverSrcSet(article.imageUrl, 800)}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          width={480}
          height={270}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className={styles.noImage} aria-hidden="true" />
      )}
      <p className={styles.category}>{article.category.name}</p>
      <Heading className={styles.title}>
        <a className={styles.titleLink} href={`/articol/${article.slug}`}>
          {article.title}
        </a>
      </Heading>
      <p className={styles.perex}>{article.perex}</p>
      {article.publishedAt && (
        <p className={styles.meta}>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
        </p>
      )}
    </article>
  );
}
