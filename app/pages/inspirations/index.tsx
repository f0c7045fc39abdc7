import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { origins } from '#domain/origins';
import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { inspirationNoun, inspirationSummary } from '#ui/components/InspirationCard';
import { InspirationFilters } from '#ui/components/InspirationFilters';
import { InspirationGrid } from '#ui/components/InspirationGrid';
import { JsonLd } from '#ui/components/JsonLd';
import { formatCountOf } from '#ui/lib/format';
import { breadcrumbList } from '#ui/lib/json-ld';
import { inspirationListing } from '../../lib/inspirations';
import { PageHead } from '../_components/page-head';
import * as styles from './_page.css';

const breadcrumbs = [{ name: 'Inspirații', url: '/inspirations' }];

/**
 * The shop-the-look feed (SPEC §1, §7): rooms furnished with products from the shops, filtered by
 * room, style and author in the URL. Everything is a link, so it works without JavaScript.
 */
export default async function InspirationsPage({ query }: PageProps<'/inspirations'>) {
  const search = new URLSearchParams((query ?? '').replace(/^\?/, ''));
  let listing = await inspirationListing(`/inspirations${search.size ? `?${search}` : ''}`);
  // A filter typed into the address that does not exist: say so and show every look.
  const invalid = 'invalid' in listing ? listing.invalid : null;
  if ('invalid' in listing) listing = await inspirationListing('/inspirations');
  if ('invalid' in listing) unstable_notFound();
  const { feed, filtering } = listing;
  const { page, pageCount } = feed.pagination;
  // A page past the last one (an old link, a typed number) is not a page: the 404, as listings do.
  if (page > pageCount) unstable_notFound();
  const filtered = !invalid && [...search.keys()].some((name) => name !== 'pagina');
  const title = `Inspirații pentru casă și grădină${page > 1 ? ` – pagina ${page}` : ''} | Cuib`;
  return (
    <>
      <PageHead
        title={title}
        description="Camere amenajate de designeri și magazine, cu produsele din imagine: alege un living, un dormitor sau o terasă și cumpără ce îți place."
        canonical={page > 1 && !filtered ? `/inspirations?pagina=${page}` : '/inspirations'}
        // A filtered feed (or a mistyped filter) is not a page of its own for search engines.
        robots={filtered || invalid ? 'noindex, follow' : 'index, follow'}
      />
      <JsonLd data={breadcrumbList(breadcrumbs, origins().site)} />
      <Breadcrumbs items={breadcrumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>Inspirații</h1>
        <p className={styles.count}>{formatCountOf(filtering.totalCount, inspirationNoun)}</p>
      </header>
      <p className={styles.lead}>Camere amenajate cu produse de la magazinele de pe Cuib. Deschide o inspirație ca să vezi ce produse sunt în imagine.</p>
      {invalid && (
        <p className={styles.invalid} role="alert">
          {invalid} Afișăm toate inspirațiile.
        </p>
      )}
      <div className={styles.layout}>
        <InspirationFilters filtering={filtering} />
        <section aria-labelledby="inspirations-results">
          <h2 id="inspirations-results" className={styles.hidden}>
            Inspirațiile
          </h2>
          <InspirationGrid
            // A new address (another filter) starts a new feed.
            key={filtering.url}
            inspirations={feed.inspirations.map(inspirationSummary)}
            nextPageUrl={feed.nextPageUrl}
            empty={
              <p className={styles.lead}>
                Nicio inspirație nu se potrivește filtrelor alese. <a href="/inspirations">Vezi toate inspirațiile</a>.
              </p>
            }
          />
        </section>
      </div>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
