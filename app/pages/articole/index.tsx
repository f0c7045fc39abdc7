import type { PageProps } from 'waku/router';
import { ArticleListRoute } from './_list-page';

/** The magazine: every published article, newest first. */
export default async function ArticlesPage({ query }: PageProps<'/articole'>) {
  return <ArticleListRoute query={query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
