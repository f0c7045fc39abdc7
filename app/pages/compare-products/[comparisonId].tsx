import type { PageProps } from 'waku/router';
import { unstable_notFound, unstable_redirect } from 'waku/router/server';
import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { LikeButton } from '#ui/components/CardActions';
import { ComparisonGrid } from '#ui/components/ComparisonTable';
import { formatCountOf, formatDate, productNoun } from '#ui/lib/format';
import { savedComparison } from '../../lib/main-api';
import { PageHead } from '../_components/page-head';
import * as styles from '../_components/directory.css';

/**
 * A saved comparison (`/compare-products/{key}`, a random key): the variants someone compared, for
 * anyone with the link, read-only, and likeable (item type comparison; its likes count as the
 * saver's). Links by number, from before comparisons had keys, lead to the key's address for good
 * (308); the backend answers a newer comparison's number to its owner only.
 */
export default async function SavedComparisonPage({ comparisonId }: PageProps<'/compare-products/[comparisonId]'>) {
  const wellFormed = /^(?:[0-9a-f]{32}|[1-9]\d{0,11})$/.test(comparisonId);
  const comparison = wellFormed ? await savedComparison(comparisonId) : null;
  if (!comparison) unstable_notFound();
  const path = comparison.url;
  if (path !== `/compare-products/${comparisonId}`) unstable_redirect(path as `/${string}`, 308);
  return (
    <>
      <PageHead title={`${comparison.name} | Comparație Cuib`} description={`Comparație între ${formatCountOf(comparison.variants.length, productNoun)}: preț, magazin, recenzii, dimensiuni.`} canonical={path} robots="noindex, follow" />
      <Breadcrumbs items={[{ name: 'Comparație', url: '/compare-products' }, { name: comparison.name, url: path }]} />
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{comparison.name}</h1>
        <LikeButton itemType="comparison" itemId={comparison.id} countSide="end" />
      </div>
      <p className={styles.lead}>
        {formatCountOf(comparison.variants.length, productNoun)}, comparate pe {formatDate(comparison.createdAt)}.
      </p>
      <ComparisonGrid variants={comparison.variants} caption={comparison.name} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
