import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { formatCountOf } from '#ui/lib/format';
import { manufacturers } from '../../lib/main-api';
import { PageHead } from '../_components/page-head';
import * as styles from '../_components/directory.css';

/** Every manufacturer whose products the shops on Cuib sell. */
export default async function ManufacturersPage() {
  const { manufacturers: list } = await manufacturers();
  return (
    <>
      <PageHead title="Producători de mobilă și decorațiuni | Cuib" description="Producătorii ale căror produse le vând magazinele de pe Cuib, cu toate ofertele lor." canonical="/producatori" />
      <Breadcrumbs items={[{ name: 'Producători', url: '/producatori' }]} />
      <h1 className={styles.title}>Producători</h1>
      <ul className={styles.grid}>
        {list.map((maker) => (
          <li key={maker.id} className={styles.card}>
            <a className={styles.name} href={`/producatori/${maker.slug}`}>
              {maker.name}
            </a>
            <p className={styles.meta}>{formatCountOf(maker.offersCount, { one: 'ofertă', other: 'oferte' })}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
