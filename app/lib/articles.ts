import { ResponseError } from '#generated/runtime';
import { middleware } from '#generated/main-api/runtime.gen';
import { getArticleListPage, getArticlePage, getArticlePreviewPage, postArticlesFeed } from '#generated/main-api/sdk.gen';
import type { ArticleFeed, ArticleListPage, ArticlePage } from '#generated/main-api/types.gen';
import { backendOptions } from './backend';

/*
 * The magazine's data (/articole, /articole/category/{slug}, /articol/{slug}, /article/preview/{id}).
 * What the address names but the backend does not know (404, or 400 for a slug or page it refuses)
 * is null, and the page renders the not-found page; every other failure propagates (503).
 */

const callOptions = () => backendOptions('main-api', middleware, 'critical');

async function orNullFor<T>(statuses: number[], call: Promise<{ data: T }>): Promise<T | null> {
  try {
    return (await call).data;
  } catch (error) {
    if (error instanceof ResponseError && statuses.includes(error.response.status)) return null;
    throw error;
  }
}

/** The list page's categories, chosen category and meta; null for an unknown category. */
export const articleListPage = (category?: string): Promise<ArticleListPage | null> =>
  orNullFor([400, 404], getArticleListPage({ ...callOptions(), query: category === undefined ? {} : { category } }));

/** One page of the feed for a site address (`/articole?pagina=2`); null for a page or category that does not exist. */
export const articlesFeed = (url: string): Promise<ArticleFeed | null> => orNullFor([400, 404], postArticlesFeed({ ...callOptions(), body: { url } }));

/** A published article; null when there is none with that slug. */
export const articlePage = (slug: string): Promise<ArticlePage | null> => orNullFor([400, 404], getArticlePage({ ...callOptions(), path: { slug } }));

/**
 * An article or draft for the editors. The visitor's cookie goes with the call (`backendOptions`
 * forwards it), and the backend decides: anyone who is not staff (401, 403), like an unknown id,
 * gets null, so the page shows the same 404 to everyone else and gives nothing away.
 */
export const articlePreviewPage = (articleId: number): Promise<ArticlePage | null> =>
  orNullFor([400, 401, 403, 404], getArticlePreviewPage({ ...callOptions(), path: { articleId } }));
