import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { shopPage } from '../../../../../lib/main-api';
import { ListingPage } from '../../../../_components/listing-page';
import { slugOrNotFound } from '../../../../_route-params';

/** A shop's offers that take a voucher, reached from a voucher code the shop published. */
export default async function ShopVoucherPage({ slug, code, query }: PageProps<'/produse/eshop/[slug]/voucher/[code]'>) {
  const page = await shopPage(slugOrNotFound(slug));
  if (!page) unstable_notFound();
  const path = `/produse/eshop/${page.shop.slug}/voucher/${encodeURIComponent(code)}`;
  return (
    <ListingPage
      apiPath={page.listingUrl}
      fixedQuery={{ voucher: 'da' }}
      sitePath={path}
      query={query}
      heading={`Voucher ${code} la ${page.shop.name}`}
      breadcrumbs={[...page.breadcrumbs, { name: `Voucher ${code}`, url: path }]}
      title={`Voucher ${code} ${page.shop.name} | Cuib`}
      description={`Produsele ${page.shop.name} la care se aplică un cod de reducere, cu prețul după voucher.`}
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
