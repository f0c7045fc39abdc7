'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Variant } from '#generated/main-api/types.gen';
import { comparedIds, setCompared, subscribeCompared } from '../../lib/compare-list';
import { formatCountOf, productNoun } from '../../lib/format';
import { routes } from '../../lib/links';
import { sameOrigin } from '../../lib/same-origin';
import { Button } from '../Button';
import { ComparisonGrid } from './ComparisonGrid';
import { SaveComparison } from './SaveComparison';
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
  const root = useRef<HTMLDivElement>(null);
  /**
   * A removal takes its own button away: once the list is drawn without the removed products, the
   * focus goes to the remove button now in the same column (or the last one), else to the empty
   * list's message, never to the page's body.
   */
  const focusAfterRemoval = useRef<{ column: number; removed: Set<number> } | null>(null);
  const remove = (removed: Variant[], column: number) => {
    focusAfterRemoval.current = { column, removed: new Set(removed.map((variant) => variant.id)) };
    for (const variant of removed) setCompared(variant.id, false);
  };

  useEffect(() => {
    const pending = focusAfterRemoval.current;
    if (!pending || state.status !== 'done' || state.variants.some((variant) => pending.removed.has(variant.id))) return;
    focusAfterRemoval.current = null;
    const buttons = root.current?.querySelectorAll<HTMLElement>('button[aria-label^="Scoate "]') ?? [];
    (buttons[Math.min(pending.column, buttons.length - 1)] ?? root.current?.querySelector<HTMLElement>('[tabindex="-1"]'))?.focus();
  }, [state]);

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
      <div className={styles.empty} ref={root}>
        <p tabIndex={-1}>Nu ai pus încă niciun produs deoparte. Apasă butonul de comparație de pe produsele care te interesează și le vezi aici unul lângă altul.</p>
        <a href={routes.marketplace}>Vezi produsele</a>
      </div>
    );

  const variants = state.variants;
  return (
    <div className={styles.root} ref={root}>
      <div className={styles.toolbar}>
        <p className={styles.note}>{formatCountOf(variants.length, productNoun)} puse deoparte</p>
        {variants.length >= 2 && variants.length <= 8 && <SaveComparison variantIds={variants.map((variant) => variant.id)} />}
        <Button variant="secondary" size="s" onPress={() => remove(variants, 0)}>
          Golește lista
        </Button>
      </div>
      <ComparisonGrid variants={variants} onRemove={(variant) => remove([variant], variants.indexOf(variant))} />
    </div>
  );
}
