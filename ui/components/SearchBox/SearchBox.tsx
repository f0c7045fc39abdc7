'use client';

import { type ComponentType, type FocusEvent, type Ref, useEffect, useRef, useState } from 'react';
import type { MenuLink } from '../../lib/menu';
import { Icon } from '../Icon';
import * as styles from './SearchBox.css';

import type { SearchFieldProps } from './SearchField';

// The combobox and its react-aria code load when the shopper comes to the box, not with every page.
const loadField = () => import('./SearchField');

/** The box as the server draws it: a plain GET form to /search, which works without JavaScript. */
function PlainBox({ onWake, inputRef }: { onWake?: (event: FocusEvent<HTMLInputElement>) => void; inputRef?: Ref<HTMLInputElement> }) {
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
  // The loaded component itself, not React.lazy: lazy would suspend once and draw a fallback box
  // in between, which takes the focus and the letters typed meanwhile with it.
  const [Field, setField] = useState<ComponentType<SearchFieldProps> | null>(null);
  const wanted = useRef(false);
  const plain = useRef<HTMLInputElement>(null);

  const wake = () => {
    if (wanted.current) return;
    wanted.current = true;
    loadField()
      .then((module) => setField(() => module.default))
      // Without the combobox the form still searches; nothing is lost.
      .catch(() => (wanted.current = false));
  };

  // Focused (and perhaps typed into) before the page came alive: take over now, keeping the text.
  useEffect(() => {
    if (plain.current && document.activeElement === plain.current) wake();
    // Once, on hydration.
  }, []);

  if (!Field) return <PlainBox inputRef={plain} onWake={wake} />;
  // The field reads the plain box's text, caret and focus as it replaces it (see `takeOver`).
  return <Field takeOver={plain} trending={trending} />;
}
