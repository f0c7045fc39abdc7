'use client';

import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button as RACButton, Collection, ComboBox, Header, Input, Label, ListBox, ListBoxItem, ListBoxSection, Popover } from 'react-aria-components';
import { getMenu } from '#generated/main-api/sdk.gen';
import { searchSuggestOptions } from '#generated/search/@tanstack/react-query.gen';
import { pushDataLayer } from '../../lib/analytics';
import { recentViews } from '../../lib/recent-views';
import { highlight, trendingLimit, visibleGroups } from '../../lib/search-suggestions';
import { Icon } from '../Icon';
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

/** Calls from the browser go to the site's own origin, where the backends are mounted or proxied (none during server rendering). */
const sameOrigin = () => ({ baseUrl: typeof window === 'undefined' ? '' : window.location.origin });

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function SearchField() {
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const started = useRef(false);
  const trimmed = useDebounced(query.trim(), 150);

  const suggestions = useQuery({ ...searchSuggestOptions({ ...sameOrigin(), query: { q: trimmed } }), enabled: trimmed.length > 0, placeholderData: keepPreviousData });
  const trending = useQuery({
    queryKey: ['menu'],
    queryFn: async () => (await getMenu(sameOrigin())).data,
    enabled: opened,
    staleTime: 3_600_000,
  });
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
            items: (trending.data?.top ?? []).slice(0, trendingLimit).map((node) => ({ id: `c${node.id}`, title: node.name, url: `/produse/${node.slug}`, type: 'trending' })),
          },
          { id: 'recent', name: 'Continuă de unde ai rămas', items: opened ? recentViews().map((view) => ({ id: `r${view.id}`, title: view.title, url: view.url, type: 'recent' })) : [] },
        ].filter((section) => section.items.length > 0)
      : visibleGroups(suggestions.data?.data ?? []).map((group) => ({
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

  return (
    <form
      ref={form}
      className={styles.form}
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
        onOpenChange={(open) => open && setOpened(true)}
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
              <Input className={styles.input} name="q" placeholder="Ce cauți astăzi?" onKeyDown={onKeyDown} />
              {isOpen && (
                <RACButton className={styles.close} aria-label="Închide" onPress={() => (document.activeElement as HTMLElement | null)?.blur()}>
                  <Icon name="close" size="xs" />
                </RACButton>
              )}
            </div>
            <Popover className={styles.popover} placement="bottom start" offset={6}>
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
            </Popover>
          </>
        )}
      </ComboBox>
    </form>
  );
}

/**
 * The search box (SPEC §2): a combobox in a GET form to /search, so it works without JavaScript.
 * Empty, it offers trending categories and the products viewed last; typed into, suggestions in
 * typed groups with the matched text highlighted. Arrows move through them and wrap; Enter follows
 * the highlighted one or runs the full search; Escape, a click outside or „Închide” close it.
 */
export function SearchBox() {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }));
  return (
    <QueryClientProvider client={client}>
      <SearchField />
    </QueryClientProvider>
  );
}
