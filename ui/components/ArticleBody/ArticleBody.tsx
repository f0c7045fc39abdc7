import type { Article, ArticleTeaser } from '#generated/main-api/types.gen';
import { articleCoverAt, articleCoverSrcSet } from '../../lib/article-cover';
import { sanitizeArticleBody } from '../../lib/article-html';
import { formatCountOf, formatDate } from '../../lib/format';
import { ArticleCard } from '../ArticleCard';
import { VariantGrid } from '../VariantGrid';
import * as styles from './ArticleBody.css';

export interface ArticleBodyProps {
  /** The whole article: title, author, dates, sanitised HTML body and recommended products. */
  article: Article;
  /** Articles to read next, shown as cards below. @default [] */
  relatedArticles?: readonly ArticleTeaser[];
}

const minuteNoun = { one: 'minut', other: 'minute' };

/** Whether two instants fall on different days in Romania (an edit the same day is not news). */
const differentDay = (a: string, b: string) => formatDate(a) !== formatDate(b);

/**
 * An article (SPEC §1 /articol/{slug}): category, title, lead, author with the dates and reading
 * time, the cover, the body (HTML from the backend, sanitised here), the products it recommends as
 * variant cards, and related articles. A draft (no publication date) says so at the top.
 */
export function ArticleBody({ article, relatedArticles = [] }: ArticleBodyProps) {
  const html = sanitizeArticleBody(article.html);
  return (
    <div className={styles.root}>
      <article className={styles.article} aria-labelledby="article-title">
        <header className={styles.header}>
          {article.publishedAt === null && <p className={styles.draft}>Ciornă – articolul nu este publicat</p>}
          <a className={styles.category} href={`/articole/category/${article.category.slug}`}>
            {article.category.name}
          </a>
          <h1 id="article-title" className={styles.title}>
            {article.title}
          </h1>
          <p className={styles.perex}>{article.perex}</p>
          <div className={styles.byline}>
            {article.author.avatarUrl && <img className={styles.avatar} src={article.author.avatarUrl} alt="" width={40} height={40} decoding="async" />}
            <p className={styles.bylineText}>
              <span>
                de <span className={styles.author}>{article.author.name}</span>
              </span>
              <span>
                {article.publishedAt && (
                  <>
                    Publicat pe <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
                    {differentDay(article.publishedAt, article.updatedAt) && (
                      <>
                        {' '}
                        · actualizat pe <time dateTime={article.updatedAt}>{formatDate(article.updatedAt)}</time>
                      </>
                    )}
                    {' · '}
                  </>
                )}
                <span data-part="reading-time">Citești în {formatCountOf(article.readingMinutes, minuteNoun)}</span>
              </span>
            </p>
          </div>
        </header>
        {article.imageUrl && (
          <figure className={styles.cover}>
            <img
              className={styles.coverImage}
              src={articleCoverAt(article.imageUrl, 800)}
              srcSet={articleCoverSrcSet(article.imageUrl)}
              sizes="(min-width: 800px) 760px, calc(100vw - 32px)"
              width={800}
              height={450}
              alt=""
              fetchPriority="high"
              decoding="async"
            />
          </figure>
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitize-html above, to the body's tags. */}
        <div className={styles.body} data-part="article-body" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
      {article.variants.length > 0 && <VariantGrid heading="Produsele din articol" variants={article.variants} />}
      {relatedArticles.length > 0 && (
        <section className={styles.section} aria-labelledby="related-articles">
          <h2 id="related-articles" className={styles.sectionTitle}>
            Citește și
          </h2>
          <ul className={styles.related}>
            {relatedArticles.map((related) => (
              <li key={related.id} className={styles.relatedItem}>
                <ArticleCard article={related} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
