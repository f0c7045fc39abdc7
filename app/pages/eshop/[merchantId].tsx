import type { PageProps } from 'waku/router';
import { unstable_notFound, unstable_redirect } from 'waku/router/server';
import { shopPageById } from '../../lib/main-api';

/** A shop by its merchant id: a permanent redirect to the shop's own address. */
export default async function ShopById({ merchantId }: PageProps<'/eshop/[merchantId]'>) {
  const id = Number(merchantId);
  const page = Number.isInteger(id) && id > 0 ? await shopPageById(id) : null;
  if (!page) unstable_notFound();
  unstable_redirect(page.listingUrl as `/${string}`, 308);
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
