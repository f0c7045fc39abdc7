'use client';

import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Collection, ComboBox, Header, Input, Label, ListBox, ListBoxItem, ListBoxSection, Popover } from 'react-aria-components';
import type { SearchResponse } from '#generated/search/types.gen';
import { pushDataLayer } from '../../lib/analytics';
import { identity } from '../../lib/like-store';
import { recentViews } from '../../lib/recent-views';
import type { RemarketingLink } from '../../lib/remarketing';
import { sameOrigin } from '../../lib/same-origin';
import type { MenuLink } from '../../lib/menu';
import { highlight, visibleGroups } from '../../lib/search-suggestions';
import { mediaDown } from '../../theme/tokens';
import { Icon } from '../Icon';
import { focusPage, keepPageAvailable, makeRestInert } from './page-behind';
import * as styles from './SearchBox.css';

interface Suggestion {
  id: string;
  title: string;
  url: string;
  type: string;
}

interface Section {
  id: string;
  name: string;
  items: Suggestion[];
}


/**
 * The answer of a call for a key, keeping the last answer while the next loads; answers are kept for
 * the page's life. (TanStack Query would double the header's JavaScript for this one box.)
 */
function useAnswer<T>(key: string | null, load: () => Promise<T>): T | undefined {
  const cache = useRef(new Map<string, T>());
  const [answer, setAnswer] = useState<T | undefined>(undefined);
  useEffect(() => {
    if (key === null) return;
    const cached = cache.current.get(key);
    if (cached !== undefined) return setAnswer(cached);
    let current = true;
    load()
      .then((data) => {
        cache.current.set(key, data);
        if (current) setAnswer(data);
      })
      .catch((error) => console.warn('Search suggestions unavailable.', error));
    return () => {
      current = false;
    };
    // `load` reads only what `key` names.
  }, [key]);
  return answer;
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Phones: the open search takes the whole screen (SPEC §4 Search box). */
const fullScreenQuery = mediaDown('md');

/** While the search covers a phone's screen, the page behind it does not scroll. */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [locked]);
}

export interface SearchFieldProps {
  /** What was typed into the box before this field took over. @default '' */
  initialQuery?: string;
  /** Take focus on mount (the field replaces the box the shopper is in). @default false */
  autoFocus?: boolean;
  /** The trending categories offered while the box is empty. @default [] */
  trending?: readonly MenuLink[];
  /**
   * The plain box this field replaces: its text, caret and focus carry over as they are at the
   * moment of the swap, so no keystroke typed while the field loaded is lost. @default undefined
   */
  takeOver?: RefObject<HTMLInputElement | null>;
}

/**
 * The search box's combobox (SPEC §2): a react-aria combobox in a GET form to /search. Empty, it offers
 * trending categories and the products viewed last; typed into, suggestions in typed groups with the
 * matched text highlighted. Arrows move through them and wrap; Enter follows the highlighted one or
 * runs the full search; Escape, a click outside or „Închide” close it.
 */
export default function SearchField({ initialQuery = '', autoFocus = false, trending = [], takeOver }: SearchFieldProps) {
  // Read during the render that replaces the plain box: React renders and commits it in one go, so
  // nothing can be typed between this reading and the new input taking the focus.
  const [handover] = useState(() => {
    const plain = takeOver?.current;
    return plain ? { value: plain.value, start: plain.selectionStart, end: plain.selectionEnd, focused: document.activeElement === plain } : null;
  });
  const [query, setQuery] = useState(handover?.value ?? initialQuery);
  const [opened, setOpened] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  useScrollLock(fullScreen);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const started = useRef(false);
  const trimmed = useDebounced(query.trim(), 150);

  useLayoutEffect(() => {
    if (!handover?.focused || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(handover.start, handover.end);
    // Once, when the field takes the plain box's place.
  }, []);

  // Full screen, the search is modal: the page behind it is inert while it lasts (a layout effect,
  // so the page is usable again as soon as the full screen ends, before focus moves back to it).
  const popover = useRef<HTMLElement>(null);
  useLayoutEffect(() => (fullScreen && form.current ? makeRestInert([form.current, popover.current]) : undefined), [fullScreen]);
  const releasePage = useRef<(() => void) | null>(null);
  useEffect(() => () => releasePage.current?.(), []);

  // The generated clients (and their validators) load with the first search, not with the page.
  // A returning visitor's picks for the empty box; their code (and TanStack Query) loads only for them.
  const remarketing = useAnswer<RemarketingLink[]>(opened && identity.personal ? 'remarketing' : null, async () => (await import('../../lib/remarketing')).remarketingLinks(5));
  const suggestions = useAnswer<SearchResponse>(trimmed || null, async () => (await (await import('#generated/search/sdk.gen')).searchSuggest({ ...sameOrigin(), query: { q: trimmed } })).data);
  useEffect(() => {
    if (trimmed && !started.current) {
      started.current = true;
      pushDataLayer({ event: 'search_start_suggesting', original_query: trimmed });
    }
  }, [trimmed]);

  const sections: Section[] =
    query.trim().length === 0
      ? [
          {
            id: 'trending',
            name: 'Categorii căutate acum',
            items: trending.map((link) => ({ id: `c${link.href}`, title: link.name, url: link.href, type: 'trending' })),
          },
          {
            id: 'remarketing',
            name: 'Pentru tine',
            items: (remarketing ?? []).map((link) => ({ id: `m${link.id}`, title: link.title, url: link.url, type: 'remarketing' })),
          },
          { id: 'recent', name: 'Continuă de unde ai rămas', items: opened ? recentViews().map((view) => ({ id: `r${view.id}`, title: view.title, url: view.url, type: 'recent' })) : [] },
        ].filter((section) => section.items.length > 0)
      : visibleGroups(suggestions?.data ?? []).map((group) => ({
          id: `g${group.type}`,
          name: group.typeName,
          items: group.items.map((item) => ({ id: `${group.type}-${item.id}`, title: item.title, url: item.url, type: String(group.type) })),
        }));
  const byId = new Map(sections.flatMap((section) => section.items.map((item) => [item.id, item] as const)));

  const follow = (key: React.Key | null) => {
    const item = key === null ? undefined : byId.get(String(key));
    if (!item) return;
    pushDataLayer({ event: 'search_modal_submit', original_query: query.trim(), search_suggest_type: item.type, search_suggest_value: item.title });
    window.location.assign(item.url);
  };

  // Enter with no suggestion highlighted runs the full search.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.currentTarget.getAttribute('aria-activedescendant') && query.trim()) {
      event.preventDefault();
      form.current?.requestSubmit();
    }
  };

  // Full screen, Tab and Shift+Tab go round the box's own controls: focus stays trapped in it.
  const onFormKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (fullScreen && event.key === 'Escape') setFullScreen(false);
    if (!fullScreen || event.key !== 'Tab') return;
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('input, button')];
    const index = controls.indexOf(document.activeElement as HTMLElement);
    event.preventDefault();
    event.stopPropagation();
    controls[(index + (event.shiftKey ? controls.length - 1 : 1)) % controls.length]?.focus();
  };

  return (
    <form
      ref={form}
      className={styles.form}
      data-full-screen={fullScreen ? '' : undefined}
      // Capture: the combobox would otherwise take Tab first (and commit a highlighted suggestion).
      onKeyDownCapture={onFormKeyDown}
      action="/search"
      method="get"
      role="search"
      onSubmit={() => pushDataLayer({ event: 'search_modal_submit', original_query: query.trim(), search_suggest_type: 'query', search_suggest_value: query.trim() })}
    >
      <ComboBox
        className={styles.comboBox}
        aria-label="Caută produse"
        inputValue={query}
        onInputChange={setQuery}
        onOpenChange={(open) => {
          if (open) {
            setOpened(true);
            if (window.matchMedia(fullScreenQuery).matches) setFullScreen(true);
            // Before react-aria hides the page (in its effect for the open list): a popup is not modal.
            else releasePage.current ??= keepPageAvailable();
            return;
          }
          releasePage.current?.();
          releasePage.current = null;
          // The list closes when focus moves to „Închide”; the full screen ends only when focus leaves it.
          requestAnimationFrame(() => {
            if (!form.current?.contains(document.activeElement)) setFullScreen(false);
          });
        }}
        onSelectionChange={follow}
        items={sections}
        menuTrigger="focus"
        allowsCustomValue
        allowsEmptyCollection
        shouldFocusWrap
      >
        {({ isOpen }) => (
          <>
            <Label className={styles.hidden}>Caută produse</Label>
            <div className={styles.field}>
              <Icon name="search" size="xss" className={styles.searchIcon} />
              <Input ref={input} className={styles.input} name="q" placeholder="Ce cauți astăzi?" onKeyDown={onKeyDown} autoFocus={autoFocus} />
              {(isOpen || fullScreen) && (
                // A plain button: a react-aria Button inside the ComboBox would be its trigger, and
                // pressing it would reopen the list and take the focus back to the box.
                <button
                  type="button"
                  className={styles.close}
                  // react-aria hides all but the box and its list from screen readers; not this button.
                  data-react-aria-top-layer=""
                  aria-label="Închide"
                  onClick={() => {
                    flushSync(() => setFullScreen(false));
                    // Focus left on the box would open it again (it opens on focus): it goes to the
                    // page's content instead, where the next Tab carries on.
                    focusPage();
                  }}
                >
                  <Icon name="close" size="xs" />
                </button>
              )}
            </div>
            <Popover ref={popover} className={styles.popover} placement="bottom start" offset={6}>
              {/* A landmark of its own: the popup lives at the end of the body, outside the header. */}
              <section aria-label="Sugestii de căutare">
                <ListBox<Section> className={styles.list} renderEmptyState={() => <p className={styles.empty}>{query.trim() ? 'Nicio sugestie pentru ce ai scris. Apasă Enter ca să cauți.' : 'Scrie ce cauți.'}</p>}>
                  {(section) => (
                    <ListBoxSection id={section.id} className={styles.section}>
                      <Header className={styles.sectionTitle}>{section.name}</Header>
                      <Collection items={section.items}>
                        {(item) => (
                          <ListBoxItem id={item.id} textValue={item.title} className={styles.option}>
                            {highlight(item.title, query).map((part, i) => (part.match ? <mark key={i} className={styles.mark}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
                          </ListBoxItem>
                        )}
                      </Collection>
                    </ListBoxSection>
                  )}
                </ListBox>
              </section>
            </Popover>
          </>
        )}
      </ComboBox>
    </form>
  );
}
