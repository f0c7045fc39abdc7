import type { ReactNode } from 'react';
import { unstable_notFound, unstable_redirect } from 'waku/router/server';
import { origins } from '#domain/origins';
import type { Breadcrumb, VariantFeed, VariantFiltering } from '#generated/main-api/types.gen';
import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { JsonLd } from '#ui/components/JsonLd';
import { ListingFilters } from '#ui/components/ListingFilters';
import { ActiveFilters, EmptyResults, Pager, PromptChips, SortLinks, ViewSwitch } from '#ui/components/ListingControls';
import { skipTargets } from '#ui/components/SkipLinks';
import { VariantGrid } from '#ui/components/VariantGrid';
import { breadcrumbList, itemList } from '#ui/lib/json-ld';
import { canonicalListingUrl } from '#domain/listing-url';
import { listingParams } from '#domain/listing-params';
import { listingTitle } from '#ui/lib/listing-title';
import { layoutOfParam, listingLayout, listingViewCookie, listingViewParam } from '#ui/lib/listing-view';
import { requestCookie } from '../../lib/cookies';
import { siteFlags } from '../../lib/features';
import { listingFeed, listingFiltering } from '../../lib/main-api';
import { ListingInPlace } from '../../client/listing-in-place';
import { PageHead } from './page-head';
import * as styles from './listing-page.css';

export interface ListingPageProps {
  /** The listing as the backend knows it: `/produse`, `/produse/{category}` or `/produse/magazin/{shop}`. */
  apiPath: string;
  /** Filters the page always applies (`reducere=da` on the sales page); they stay out of its own links. */
  fixedQuery?: Record<string, string>;
  /** The page's own path, which every filter, sort and page link keeps. */
  sitePath: string;
  /** The query string of the request (the URL is the state of the listing). */
  query: string;
  heading: string;
  breadcrumbs: Breadcrumb[];
  title: string;
  description: string;
  /** Shown above the results (a claim box, an introduction). */
  intro?: ReactNode;
}

/**
 * Replaces the backend's listing path and fixed filters in every URL of an answer with the page's
 * own, and keeps the view the URL chose (`afisare`, which the backend never sees).
 */
function rebased<T>(value: T, apiPath: string, sitePath: string, fixed: Record<string, string>, view: string | null): T {
  const rebase = (url: string) => {
    const parsed = new URL(url, 'http://cuib.invalid');
    if (parsed.pathname !== apiPath) return url;
    parsed.pathname = sitePath;
    for (const name of Object.keys(fixed)) parsed.searchParams.delete(name);
    if (view) parsed.searchParams.set(listingViewParam, view);
    return `${parsed.pathname}${parsed.search}`;
  };
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, (key === 'url' || key === 'nextPageUrl') && typeof child === 'string' ? rebase(child) : walk(child)]));
    }
    return node;
  };
  return walk(value) as T;
}

/**
 * A listing page: filters, active filters, sort, the cards and the pager, all from the URL, all
 * working without JavaScript. Special listings (sales, vouchers, Christmas delivery…) are the same
 * page over fixed filters. With JavaScript, filters, chips and sort update it in place.
 */
export async function ListingPage({ apiPath, fixedQuery = {}, sitePath, query, heading, breadcrumbs, title, description, intro }: ListingPageProps) {
  const search = new URLSearchParams((query ?? '').replace(/^\?/, ''));
  const siteUrl = `${sitePath}${search.size ? `?${search}` : ''}`;
  // Range forms submit typed fields; the browser is sent on to the canonical URL (303, as after a form).
  const canonical = canonicalListingUrl(siteUrl);
  if (canonical) unstable_redirect(canonical as `/${string}`, 303);

  // Grid or rows: chosen in the URL, else remembered; the backend lists the same either way.
  const viewParam = layoutOfParam(search.get(listingViewParam)) ? search.get(listingViewParam) : null;
  const layout = listingLayout(viewParam, requestCookie(listingViewCookie));
  const apiUrlOf = (params: URLSearchParams) => {
    const merged = new URLSearchParams(params);
    merged.delete(listingViewParam);
    for (const [name, value] of Object.entries(fixedQuery)) merged.set(name, value);
    return `${apiPath}${merged.size ? `?${merged}` : ''}`;
  };
  const load = (url: string) => Promise.all([listingFeed(url), listingFiltering(url)]);
  let [feedAnswer, filteringAnswer] = await load(apiUrlOf(search));
  // A malformed filter in the address (`pret-de-la=abc`): say what was wrong and list without the filters.
  let invalid: string | null = null;
  if ('invalid' in feedAnswer) {
    invalid = feedAnswer.invalid;
    [feedAnswer, filteringAnswer] = await load(apiUrlOf(new URLSearchParams()));
  }
  if (!('data' in feedAnswer) || !('data' in filteringAnswer)) unstable_notFound();
  const flags = await siteFlags();
  const feed: VariantFeed = rebased(feedAnswer.data, apiPath, sitePath, fixedQuery, viewParam);
  const filtering: VariantFiltering = rebased(filteringAnswer.data, apiPath, sitePath, fixedQuery, viewParam);

  const { site: origin } = origins();
  const { page, pageSize, totalCount } = feed.pagination;
  const firstPosition = (page - 1) * pageSize + 1;
  const filtered = [...search.keys()].some((name) => name !== 'pagina');
  return (
    <>
      <PageHead
        title={listingTitle({ title, heading, filtering, page, fixed: fixedQuery })}
        description={description}
        canonical={page > 1 && !filtered ? `${sitePath}?pagina=${page}` : sitePath}
        // Filtered and sorted variants of a listing are not pages of their own for search engines.
        robots={filtered ? 'noindex, follow' : 'index, follow'}
      />
      <JsonLd data={breadcrumbList(breadcrumbs, origin)} />
      <JsonLd data={itemList(feed.variants, origin, firstPosition)} />
      <Breadcrumbs items={breadcrumbs} />
      {invalid && (
        <p className={styles.invalid} role="alert">
          {invalid} Afișăm lista fără filtrele din adresă.
        </p>
      )}
      {intro}
      <ListingInPlace resultsId={skipTargets.products} className={styles.layout}>
        <aside className={styles.filters} aria-label="Filtre">
          <ListingFilters filtering={filtering} />
        </aside>
        <div className={styles.results}>
          <VariantGrid
            id={skipTargets.products}
            heading={heading}
            headingLevel={1}
            totalCount={totalCount}
            variants={feed.variants}
            layout={layout}
            requestId={feed.requestId}
            firstPosition={firstPosition}
            christmasDays={flags.christmasDeliveryDays}
            multiplier={flags.cardMultiplier}
            cardVariant={flags.cardLayout}
            experiment={flags.experiments.find((experiment) => experiment.key === 'card-layout') ?? null}
            toolbar={
              <div className={styles.toolbar}>
                <PromptChips prompts={filtering.groups.smartPromptChoices} />
                <ActiveFilters filtering={filtering} clearUrl={sitePath} />
                <SortLinks sort={filtering.groups.sort} />
                <ViewSwitch layout={layout} url={feed.url} />
              </div>
            }
            empty={
              <EmptyResults
                clearUrl={sitePath}
                backUrl={breadcrumbs.at(-2)?.url ?? '/produse'}
                backLabel={`întoarce-te la ${breadcrumbs.at(-2)?.name ?? 'toate produsele'}`}
                query={search.get(listingParams.query)?.trim() || undefined}
              />
            }
          />
          <Pager pagination={feed.pagination} url={feed.url} />
        </div>
      </ListingInPlace>
    </>
  );
}
