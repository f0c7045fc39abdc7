'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Variant } from '#generated/main-api/types.gen';
import { comparedIds, setCompared, subscribeCompared } from '../../lib/compare-list';
import { formatDimensions } from '../../lib/dimensions';
import { formatCountOf, formatMoney, productNoun } from '../../lib/format';
import { productImageUrl } from '../../lib/images';
import { buildLink, routes } from '../../lib/links';
import { sameOrigin } from '../../lib/same-origin';
import { Button } from '../Button';
import * as styles from './ComparisonTable.css';

/** The by-ids call takes at most 100 ids; more are never shown side by side anyway. */
const shownMax = 100;
/** Click source 99 (SPEC §9: other) for links from the comparison. */
const comparisonClickSource = 99;

type State = { status: 'loading' } | { status: 'failed' } | { status: 'done'; variants: Variant[] };

const idsSnapshot = () => comparedIds().join(',');

/**
 * The comparison (`/compare-products`): the products put aside in this browser side by side,
 * price, shop, rating, size and availability in rows, each removable. The list lives in the
 * browser, so the page is drawn here, after the server's empty frame.
 */
export function ComparisonTable() {
  const ids = useSyncExternalStore(subscribeCompared, idsSnapshot, () => null);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (ids === null) return;
    const wanted = ids ? ids.split(',').map(Number).slice(-shownMax) : [];
    if (wanted.length === 0) return setState({ status: 'done', variants: [] });
    let current = true;
    import('#generated/main-api/sdk.gen')
      .then(({ postVariantByIds }) => postVariantByIds({ ...sameOrigin(), body: { variantIds: wanted, clickSource: comparisonClickSource } }))
      .then(({ data }) => {
        // In the order they were put aside; ids the catalogue no longer has are left out.
        const byId = new Map(data.variants.map((variant) => [variant.id, variant]));
        if (current) setState({ status: 'done', variants: wanted.flatMap((id) => byId.get(id) ?? []) });
      })
      .catch(() => current && setState({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [ids]);

  if (ids === null || state.status === 'loading') return <p className={styles.note}>Se încarcă produsele puse deoparte…</p>;
  if (state.status === 'failed')
    return (
      <p className={styles.note} role="alert">
        Produsele nu s-au putut încărca. Încearcă din nou puțin mai târziu.
      </p>
    );
  if (state.variants.length === 0)
    return (
      <div className={styles.empty}>
        <p>Nu ai pus încă niciun produs deoparte. Apasă butonul de comparație de pe produsele care te interesează și le vezi aici una lângă alta.</p>
        <a href={routes.marketplace}>Vezi produsele</a>
      </div>
    );

  const variants = state.variants;
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
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <p className={styles.note}>{formatCountOf(variants.length, productNoun)} puse deoparte</p>
        <Button variant="secondary" size="s" onPress={() => variants.forEach((variant) => setCompared(variant.id, false))}>
          Golește lista
        </Button>
      </div>
      <div className={styles.scroller} role="region" aria-label="Comparația produselor" tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>Produsele puse deoparte, unul lângă altul</caption>
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
                  <Button className={styles.remove} variant="secondary" size="s" icon="close" onPress={() => setCompared(variant.id, false)} aria-label={`Scoate ${variant.name} din comparație`} />
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
    </div>
  );
}
