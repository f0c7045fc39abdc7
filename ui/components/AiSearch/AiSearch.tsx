'use client';

import { type FormEvent, useId, useRef, useState } from 'react';
import type { AiSearchResult } from '#generated/main-api/types.gen';
import { ResponseError } from '#generated/runtime';
import { formatCountOf, productNoun } from '../../lib/format';
import { sameOrigin } from '../../lib/same-origin';
import { PlainButton } from '../Button/PlainButton';
import * as styles from './AiSearch.css';

export interface AiSearchProps {
  /** Search within this category; null for the whole marketplace. @default null */
  categoryId?: number | null;
  /** Where the browser goes with the answer's URL (a story replaces it). @default window.location.assign */
  navigate?: (url: string) => void;
}

/** The longest description the backend accepts. */
export const aiQueryMaxLength = 500;

type State = { status: 'idle' } | { status: 'pending' } | { status: 'found'; result: AiSearchResult } | { status: 'empty'; result: AiSearchResult } | { status: 'failed'; message: string };

const filters = { one: 'filtru', other: 'filtre' };

/** A summary of what the backend understood: `3 filtre · 58 de produse`. */
export function aiSummary(result: AiSearchResult): string {
  return `${formatCountOf(result.filtersCount, filters)} · ${formatCountOf(result.resultsCount, productNoun)}`;
}

async function failureMessage(error: unknown): Promise<string> {
  if (!(error instanceof ResponseError)) return 'Nu ne-am putut conecta. Verifică internetul și încearcă din nou.';
  if (error.response.status === 429) return 'Prea multe căutări într-un timp scurt. Încearcă din nou peste un minut.';
  if (error.response.status === 400) return (await error.problem())?.detail ?? 'Descrierea nu a putut fi înțeleasă. Încearc-o altfel.';
  return 'Căutarea nu a mers de data asta. Încearcă din nou puțin mai târziu.';
}

/**
 * AI search (SPEC §7 `POST /api/v2/ai-search`): the shopper describes what they want in their own
 * words; the answer is a listing URL with the filters understood. It says how many filters and
 * products it found, then opens the listing; with no products it stays, so the text can be changed.
 * Native form controls: it hydrates with the homepage, which then needs no react-aria.
 */
export function AiSearch({ categoryId = null, navigate = (url) => window.location.assign(url) }: AiSearchProps) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const [empty, setEmpty] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status === 'pending') return;
    const query = String(new FormData(event.currentTarget).get('query') ?? '').trim();
    if (!query) {
      setEmpty(true);
      field.current?.focus();
      return;
    }
    setEmpty(false);
    setState({ status: 'pending' });
    try {
      const { postAiSearch } = await import('#generated/main-api/sdk.gen');
      const { data } = await postAiSearch({ ...sameOrigin(), body: { query, categoryId } });
      if (data.resultsCount === 0) return setState({ status: 'empty', result: data });
      setState({ status: 'found', result: data });
      navigate(data.url);
    } catch (error) {
      setState({ status: 'failed', message: await failureMessage(error) });
    }
  };

  return (
    <section className={styles.root} aria-labelledby="ai-search-title">
      <h2 id="ai-search-title" className={styles.title}>
        Spune-ne ce cauți
      </h2>
      {/* The empty-text message is ours, in Romanian, instead of the browser's bubble. */}
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-query`}>
            Descrie produsul cu cuvintele tale: tip, culoare, mărime, buget
          </label>
          <textarea
            ref={field}
            id={`${id}-query`}
            className={styles.textArea}
            name="query"
            required
            maxLength={aiQueryMaxLength}
            rows={2}
            aria-invalid={empty || undefined}
            aria-describedby={empty ? `${id}-error` : undefined}
            onChange={() => empty && setEmpty(false)}
            // Enter searches, as in a search box; Shift+Enter starts a new line.
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }}
            placeholder="de exemplu: canapea extensibilă gri sub 2000 de lei pentru un living mic"
          />
          {empty && (
            <p id={`${id}-error`} className={styles.error}>
              Scrie câteva cuvinte despre ce cauți.
            </p>
          )}
        </div>
        <PlainButton type="submit" pending={state.status === 'pending'}>
          Caută
        </PlainButton>
      </form>
      <p className={styles.status} role="status">
        {state.status === 'found' && `Am găsit ${aiSummary(state.result)}. Deschidem lista…`}
        {state.status === 'empty' && (
          <>
            Am înțeles {formatCountOf(state.result.filtersCount, filters)}, dar niciun produs nu le îndeplinește pe toate. Încearcă o descriere mai largă sau{' '}
            <a href={state.result.url}>vezi lista cu aceste filtre</a>.
          </>
        )}
      </p>
      {state.status === 'failed' && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
    </section>
  );
}
