import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { articlePage } from '../../lib/articles';
import { ArticleRoute } from './_article-route';
import { slugOrNotFound } from '../_route-params';

/** A published article; an unknown slug (or a draft's) is the 404 page. */
export default async function ArticlePage({ slug }: PageProps<'/articol/[slug]'>) {
  const page = await articlePage(slugOrNotFound(slug));
  if (!page) unstable_notFound();
  return <ArticleRoute page={page} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
