import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { formatCountOf } from '#ui/lib/format';
import { formatRating } from '#ui/lib/rating';
import { shops } from '../lib/main-api';
import { PageHead } from './_components/page-head';
import * as styles from './_components/directory.css';

/** Every shop listed on Cuib, with how many offers it has and its customers' rating. */
export default async function ShopsPage() {
  const { shops: list } = await shops();
  return (
    <>
      <PageHead title="Magazinele de pe Cuib | Cuib" description={`Cele ${list.length} de magazine online de mobilă, decorațiuni și grădină ale căror oferte le compari pe Cuib.`} canonical="/magazine" />
      <Breadcrumbs items={[{ name: 'Magazine', url: '/magazine' }]} />
      <h1 className={styles.title}>Magazinele de pe Cuib</h1>
      <p className={styles.lead}>Comparăm ofertele a {formatCountOf(list.length, { one: 'magazin', other: 'magazine' })} online din România. Alege unul ca să vezi tot ce vinde.</p>
      <ul className={styles.grid}>
        {list.map((shop) => (
          <li key={shop.id} className={styles.card}>
            <a className={styles.name} href={`/produse/magazin/${shop.slug}`}>
              {shop.name}
            </a>
            <p className={styles.meta}>
              {formatCountOf(shop.offersCount, { one: 'ofertă', other: 'oferte' })}
              {shop.rating.rating !== null && ` · ${formatRating(shop.rating.rating)} din 5`}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
