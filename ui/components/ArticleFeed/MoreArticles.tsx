'use client';

import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { formatCountOf } from '../../lib/format';
import { isPlainClick } from '../../lib/plain-click';
import * as styles from './ArticleFeed.css';

export interface MoreArticlesProps {
  /** The next page of the feed, or null on the last one. */
  nextPageUrl: string | null;
}

const articleNoun = { one: 'articol', other: 'articole' };

/**
 * Whether a card read from the next page is only markup: the server sanitised it already, and this
 * check keeps anything that could run (a handler, a `javascript:` link) out should that ever change.
 */
const onlyMarkup = (root: Element) =>
  ![root, ...root.querySelectorAll('*')].some(
    (element) => ['script', 'iframe', 'object', 'embed'].includes(element.localName) || [...element.attributes].some((attribute) => /^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value)),
  );
const inert = (card: Element) => card.matches('article.article-card') && onlyMarkup(card);

/**
 * „Mai multe articole”: a real link to the next page of the feed, which works without JavaScript.
 * With JavaScript that page is read in the background and its cards (sanitised by the server that
 * rendered them) are added to the list, said politely to screen readers, and the keyboard goes on
 * from the first new article. No library: the page stays light.
 */
export function MoreArticles({ nextPageUrl }: MoreArticlesProps) {
  const [next, setNext] = useState(nextPageUrl);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [failed, setFailed] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);

  // Marks the link as loading in place once this code runs (tests wait for it).
  useEffect(() => link.current?.setAttribute('data-live', ''), []);

  const loadMore = async (event: MouseEvent<HTMLAnchorElement>) => {
    const list = link.current?.closest('[data-part="article-feed"]')?.querySelector('[data-part="article-list"]');
    if (!next || !list || !isPlainClick(event.nativeEvent)) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const response = await fetch(next, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
      if (!response.ok) throw new Error(`The next page answered ${response.status}.`);
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const cards = [...(page.querySelector('[data-part="article-list"]')?.children ?? [])].filter(inert);
      if (cards.length === 0) throw new Error('The next page has no articles.');
      const firstNew = list.children.length;
      list.append(...cards.map((card) => document.importNode(card, true)));
      setNext(page.querySelector('[data-part="article-more"]')?.getAttribute('href') ?? null);
      // The page links now mark the page read last (they too come sanitised from the server).
      const pages = page.querySelector('[data-part="article-pages"]');
      const shown = list.closest('[data-part="article-feed"]')?.querySelector('[data-part="article-pages"]');
      if (pages && shown && onlyMarkup(pages)) shown.replaceChildren(...[...pages.childNodes].map((node) => document.importNode(node, true)));
      setStatus(`Au fost adăugate încă ${formatCountOf(cards.length, articleNoun)}.`);
      list.children[firstNew]?.querySelector<HTMLAnchorElement>('a[href]')?.focus();
    } catch (error) {
      console.warn('The next articles could not be loaded.', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className={styles.status} role="status">
        {status}
      </p>
      {failed && (
        <p className={styles.error} role="alert">
          Nu am putut încărca mai multe articole. Încearcă din nou.
        </p>
      )}
      {next && (
        <a ref={link} className={styles.more} href={next} rel="next" onClick={loadMore} data-part="article-more" aria-disabled={busy || undefined}>
          {busy ? 'Se încarcă…' : 'Mai multe articole'}
        </a>
      )}
    </>
  );
}
