'use client';

import { type FocusEvent, lazy, type Ref, Suspense, useEffect, useRef, useState } from 'react';
import type { MenuLink } from '../../lib/menu';
import { Icon } from '../Icon';
import * as styles from './SearchBox.css';

// The combobox and its react-aria code load when the shopper comes to the box, not with every page.
const loadField = () => import('./SearchField');
const SearchField = lazy(loadField);

/** The box as the server draws it: a plain GET form to /search, which works without JavaScript. */
function PlainBox({ onWake, defaultValue, inputRef }: { onWake?: (event: FocusEvent<HTMLInputElement>) => void; defaultValue?: string; inputRef?: Ref<HTMLInputElement> }) {
  return (
    // A pointer on its way to the box starts the download a moment earlier.
    <form className={styles.form} action="/search" method="get" role="search" onPointerEnter={() => void loadField().catch(() => undefined)}>
      <div className={styles.field}>
        <Icon name="search" size="xss" className={styles.searchIcon} />
        <input
          ref={inputRef}
          className={styles.input}
          name="q"
          type="text"
          role="combobox"
          aria-label="Caută produse"
          aria-expanded="false"
          aria-autocomplete="list"
          autoComplete="off"
          placeholder="Ce cauți astăzi?"
          defaultValue={defaultValue}
          onFocus={onWake}
        />
      </div>
    </form>
  );
}

/**
 * The search box (SPEC §2). It is a plain search form until the shopper focuses it (or points at it);
 * then the combobox takes its place with what was typed so far and the focus, and offers the
 * trending categories it is given (the header's menu has them already), the products viewed last and, once typed into, suggestions.
 */
export function SearchBox({ trending = [] }: { trending?: readonly MenuLink[] }) {
  const [live, setLive] = useState<{ query: string } | null>(null);
  const [wanted, setWanted] = useState(false);

  const plain = useRef<HTMLInputElement>(null);

  const wake = (input: HTMLInputElement) => {
    if (wanted) return;
    setWanted(true);
    loadField()
      .then(() => setLive({ query: input.value }))
      // Without the combobox the form still searches; nothing is lost.
      .catch(() => setWanted(false));
  };

  // Focused (and perhaps typed into) before the page came alive: take over now, keeping the text.
  useEffect(() => {
    if (plain.current && document.activeElement === plain.current) wake(plain.current);
    // Once, on hydration.
  }, []);

  if (!live) return <PlainBox inputRef={plain} onWake={(event) => wake(event.currentTarget)} />;
  return (
    <Suspense fallback={<PlainBox defaultValue={live.query} />}>
      <SearchField initialQuery={live.query} autoFocus trending={trending} />
    </Suspense>
  );
}
