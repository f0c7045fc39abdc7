import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { LikeButton } from '#ui/components/CardActions';
import { ComparisonGrid } from '#ui/components/ComparisonTable';
import { formatCountOf, formatDate, productNoun } from '#ui/lib/format';
import { savedComparison } from '../../lib/main-api';
import { PageHead } from '../_components/page-head';
import * as styles from '../_components/directory.css';

/**
 * A saved comparison (`/compare-products/{id}`): the variants someone compared, for anyone with
 * the link, read-only, and likeable (item type comparison; its likes count as the saver's).
 */
export default async function SavedComparisonPage({ comparisonId }: PageProps<'/compare-products/[comparisonId]'>) {
  const id = /^\d{1,12}$/.test(comparisonId) ? Number(comparisonId) : null;
  const comparison = id ? await savedComparison(id) : null;
  if (!comparison) unstable_notFound();
  const path = `/compare-products/${comparison.id}`;
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
