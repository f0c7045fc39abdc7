import type { PageProps } from 'waku/router';
import { ListingPage } from '../../_components/listing-page';

/** Offers with a voucher code, copied straight from the card. */
export default async function VouchersPage({ query }: PageProps<'/produse/coduri-reduceri'>) {
  return (
    <ListingPage
      apiPath="/produse"
      fixedQuery={{ voucher: 'da' }}
      sitePath="/produse/coduri-reduceri"
      query={query}
      heading="Coduri de reducere"
      breadcrumbs={[
        { name: 'Produse', url: '/produse' },
        { name: 'Coduri de reducere', url: '/produse/coduri-reduceri' },
      ]}
      title="Coduri de reducere și vouchere la magazinele online | Cuib"
      description="Produse cu voucher de la magazinele online din România: copiezi codul și îl folosești la plată."
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
