import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { shopPageById } from '../../lib/main-api';
import { redirectToCanonical } from '../_canonical-redirect';

/** A shop by its merchant id: a permanent redirect to the shop's own address. */
export default async function ShopById({ merchantId, query }: PageProps<'/eshop/[merchantId]'>) {
  const id = Number(merchantId);
  const page = Number.isInteger(id) && id > 0 ? await shopPageById(id) : null;
  if (!page) unstable_notFound();
  redirectToCanonical(page.listingUrl, query);
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
