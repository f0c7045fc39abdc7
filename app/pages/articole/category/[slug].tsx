import type { PageProps } from 'waku/router';
import { ArticleListRoute } from '../_list-page';

/** One category of the magazine; an unknown one is the 404 page. */
export default async function ArticleCategoryPage({ slug, query }: PageProps<'/articole/category/[slug]'>) {
  return <ArticleListRoute category={slug} query={query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
