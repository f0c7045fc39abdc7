'use client';

import type { Variant } from '#generated/main-api/types.gen';
import { formatDimensions } from '../../lib/dimensions';
import { formatCountOf, formatMoney } from '../../lib/format';
import { productImageUrl } from '../../lib/images';
import { buildLink, routes } from '../../lib/links';
import { Button } from '../Button';
import * as styles from './ComparisonTable.css';

export interface ComparisonGridProps {
  /** The compared variants, one column each. */
  variants: readonly Variant[];
  /** Without it the grid is read-only (a saved comparison someone shared). */
  onRemove?: (variant: Variant) => void;
  /** @default 'Produsele puse deoparte, unul lângă altul' */
  caption?: string;
}

/** Variants side by side: price, shop, rating, size, availability, delivery and details in rows. */
export function ComparisonGrid({ variants, onRemove, caption = 'Produsele puse deoparte, unul lângă altul' }: ComparisonGridProps) {
  const rows: { name: string; cell: (variant: Variant) => React.ReactNode }[] = [
    { name: 'Preț', cell: (variant) => <strong>{formatMoney(variant.price.price)}</strong> },
    { name: 'Magazin', cell: (variant) => variant.eshop.name },
    {
      name: 'Recenzii',
      cell: (variant) =>
        variant.reviews.rating !== null && variant.reviews.reviewsCount > 0
          ? `${variant.reviews.rating.toFixed(1).replace('.', ',')} din 5 (${formatCountOf(variant.reviews.reviewsCount, { one: 'recenzie', other: 'recenzii' })})`
          : 'Fără recenzii',
    },
    { name: 'Dimensiuni', cell: (variant) => formatDimensions(variant.dimensions) ?? '—' },
    { name: 'Disponibilitate', cell: (variant) => (!variant.active ? 'Epuizat' : variant.inStock ? 'În stoc' : 'La comandă') },
    { name: 'Livrare', cell: (variant) => (variant.freeShipping ? 'Gratuită' : variant.deliveryPrice !== null ? formatMoney(variant.deliveryPrice) : '—') },
    { name: 'Detalii', cell: (variant) => variant.displayParameters.join(', ') || '—' },
  ];

  return (
      <div className={styles.scroller} role="region" aria-label="Comparația produselor" tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <td />
              {variants.map((variant) => (
                <th key={variant.id} scope="col" className={styles.product}>
                  {variant.image ? (
                    <img className={styles.image} src={productImageUrl(variant.image.id, 'cardMobile')} alt="" width={140} height={140} loading="lazy" />
                  ) : (
                    <span className={styles.noImage}>Fără imagine</span>
                  )}
                  <a className={styles.name} href={buildLink(routes.variantDetail, { params: { variantId: variant.id, slug: variant.slug } })}>
                    {variant.name}
                  </a>
                  {onRemove && (
                    <Button className={styles.remove} variant="secondary" size="s" icon="close" onPress={() => onRemove(variant)} aria-label={`Scoate ${variant.name} din comparație`} />
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row" className={styles.rowName}>
                  {row.name}
                </th>
                {variants.map((variant) => (
                  <td key={variant.id} className={styles.cell}>
                    {row.cell(variant)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
  );
}
