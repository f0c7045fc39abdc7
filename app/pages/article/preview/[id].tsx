import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { articlePreviewPage } from '../../../lib/articles';
import { ArticleRoute } from '../../articol/_article-route';

/**
 * A draft (or any article) as the editors preview it. The backend decides who is staff from the
 * visitor's cookie; to everyone else, and for an unknown id, this is the 404 page. Never indexed
 * (meta robots here, X-Robots-Tag from the noindex-previews middleware).
 */
export default async function ArticlePreviewPage({ id }: PageProps<'/article/preview/[id]'>) {
  const articleId = /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
  const page = articleId === null ? null : await articlePreviewPage(articleId);
  if (!page) unstable_notFound();
  return <ArticleRoute page={page} preview />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
