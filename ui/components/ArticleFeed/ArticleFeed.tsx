import { sanitizeArticleCards, sanitizeArticlePaginator } from '../../lib/article-html';
import * as styles from './ArticleFeed.css';
import { MoreArticles } from './MoreArticles';

export interface ArticleFeedProps {
  /** The cards as the feed call renders them; cleaned here before they are shown. */
  listHtml: string;
  /** The page links as the feed call renders them; cleaned too. */
  paginatorHtml: string;
  /** The next page of the feed, or null on the last one. */
  nextPageUrl: string | null;
  /** Shown when the page has no articles. @default 'Nu există încă articole aici.' */
  emptyText?: string;
}

/**
 * One page of the article feed (SPEC §7): the cards in a grid, „Mai multe articole” as a real link
 * to the next page (loading it in place with JavaScript), and the page links. The HTML comes from
 * the backend and is sanitised on the server, down to what the cards use, before it is rendered;
 * only the small „Mai multe” leaf runs in the browser.
 */
export function ArticleFeed({ listHtml, paginatorHtml, nextPageUrl, emptyText = 'Nu există încă articole aici.' }: ArticleFeedProps) {
  const cards = sanitizeArticleCards(listHtml).trim();
  const pages = sanitizeArticlePaginator(paginatorHtml).trim();
  return (
    <div className={styles.root} data-part="article-feed">
      {cards ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitize-html above, to the cards' tags and classes.
        <div className={styles.list} data-part="article-list" dangerouslySetInnerHTML={{ __html: cards }} />
      ) : (
        <p className={styles.empty}>{emptyText}</p>
      )}
      <MoreArticles nextPageUrl={nextPageUrl} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitize-html above, to a nav of links. */}
      {pages && <div className={styles.paginator} data-part="article-pages" dangerouslySetInnerHTML={{ __html: pages }} />}
    </div>
  );
}
