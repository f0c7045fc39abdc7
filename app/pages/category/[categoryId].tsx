import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { categoryPageById } from '../../lib/main-api';
import { redirectToCanonical } from '../_canonical-redirect';

/** Old links by category id: a permanent redirect to the category's own address. */
export default async function CategoryById({ categoryId, query }: PageProps<'/category/[categoryId]'>) {
  const id = Number(categoryId);
  const page = Number.isInteger(id) && id > 0 ? await categoryPageById(id) : null;
  if (!page) unstable_notFound();
  redirectToCanonical(page.listingUrl, query);
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
