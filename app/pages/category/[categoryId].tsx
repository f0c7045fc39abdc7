import type { PageProps } from 'waku/router';
import { unstable_notFound, unstable_redirect } from 'waku/router/server';
import { categoryPageById } from '../../lib/main-api';

/** Old links by category id: a permanent redirect to the category's own address. */
export default async function CategoryById({ categoryId }: PageProps<'/category/[categoryId]'>) {
  const id = Number(categoryId);
  const page = Number.isInteger(id) && id > 0 ? await categoryPageById(id) : null;
  if (!page) unstable_notFound();
  unstable_redirect(page.listingUrl as `/${string}`, 308);
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
