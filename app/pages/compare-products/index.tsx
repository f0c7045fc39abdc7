import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { ComparisonTable } from '#ui/components/ComparisonTable';
import { PageHead } from '../_components/page-head';
import * as styles from '../_components/directory.css';

/** The comparison of the products put aside in this browser (the header's compare button). */
export default async function ComparePage() {
  return (
    <>
      <PageHead title="Comparație | Cuib" description="Produsele puse deoparte pentru comparație, unul lângă altul: preț, magazin, recenzii, dimensiuni." canonical="/compare-products" robots="noindex, follow" />
      <Breadcrumbs items={[{ name: 'Comparație', url: '/compare-products' }]} />
      <h1 className={styles.title}>Comparație</h1>
      <ComparisonTable />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
