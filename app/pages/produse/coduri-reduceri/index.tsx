import type { PageProps } from 'waku/router';
import { FixedListingPage } from '../../_components/fixed-listings';

/** Offers with a voucher code, copied straight from the card. */
export default async function VouchersPage({ query }: PageProps<'/produse/coduri-reduceri'>) {
  return <FixedListingPage listing="vouchers" query={query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
