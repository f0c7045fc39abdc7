import { Suspense } from 'react';
import { origins } from '#domain/origins';
import type { PriceHistory as PriceHistoryData, ProductPage } from '#generated/main-api/types.gen';
import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { JsonLd } from '#ui/components/JsonLd';
import { ProductDetail } from '#ui/components/ProductDetail';
// Deep import: the package's index also names the in-place form, a client component this page must not ship.
import { PostedQuestionForm } from '#ui/components/QuestionForm/QuestionFields';
import { RememberView } from '#ui/components/SearchBox';
import { PriceHistory } from '#ui/components/PriceHistory';
import { SimilarProducts } from '#ui/components/SimilarProducts';
import { WatchButton } from '#ui/components/WatchButton';
import { breadcrumbList, productJsonLd } from '#ui/lib/json-ld';
import { siteFlags } from '../../lib/features';
import { isKnownVisitor } from '../../lib/cookies';
import { currentUser, type PriceHistoryDays, questionsOverview, reviewsOverview, similarVariants, variantPriceHistory } from '../../lib/main-api';
import { PageHead } from './page-head';

/** `184213-canapea-oslo` → id 184213 and the slug; null when it does not start with an id. */
export function parseIdAndSlug(segment: string): { id: number; slug: string | null } | null {
  const match = /^(\d{1,12})(?:-(.+))?$/.exec(segment);
  if (!match) return null;
  return { id: Number(match[1]), slug: match[2] ?? null };
}

/** The products like this one: secondary, so it streams in after the page and is left out when unavailable. */
async function SimilarSection({ variantId }: { variantId: number }) {
  return <SimilarProducts variants={await similarVariants(variantId)} />;
}

const historyPeriods: readonly PriceHistoryDays[] = [30, 90, 365];

/** `?istoric=90` picks the chart's period (plain links, so it works without JavaScript); a year by default. */
export function historyPeriod(query: string): PriceHistoryDays {
  const asked = Number(new URLSearchParams(query).get('istoric'));
  return historyPeriods.find((days) => days === asked) ?? 365;
}

/**
 * The price history chart. It is part of the page without JavaScript too (a streamed section would
 * need a script to appear), so the page waits for it, but only as long as a secondary call may
 * take, and shows without it when the history is unavailable.
 */
function PriceHistorySection({ history, days, path, variantId }: { history: PriceHistoryData | null; days: PriceHistoryDays; path: string; variantId: number }) {
  if (!history) return null;
  return <PriceHistory history={history} days={days} periodHref={(period) => `${path}?istoric=${period}#istoric-pret-${variantId}`} />;
}

/** The watch button: prefilled with a signed-in shopper's address; its state asked at start only when the watchdog may know the browser. */
function WatchSection({ page, email, personal }: { page: ProductPage; email: string | null; personal: boolean }) {
  const { variant } = page;
  return (
    <WatchButton
      variantId={variant.id}
      variantName={variant.name}
      price={variant.price.price}
      lowestPrice30Days={variant.price.lowestPrice30Days ?? null}
      email={email}
      personal={personal}
      // SPEC §4: an inactive variant offers availability; the product page always offers the price watch.
      label={variant.active ? 'priceDrop' : 'availability'}
    />
  );
}

/**
 * The detail page of a product's variant, with its head and structured data. Reviews, questions
 * and similar products are secondary: the page does not wait for them, and shows without them
 * when their backend is slow or down.
 */
export async function ProductPageView({ page, query = '' }: { page: ProductPage; query?: string }) {
  const { variant } = page;
  const days = historyPeriod(query);
  const [flags, history, user] = await Promise.all([siteFlags(), variantPriceHistory(variant.id, days), currentUser()]);
  const path = `/produs/v/${variant.id}-${variant.slug}`;
  const { site: origin } = origins();
  return (
    <>
      <PageHead title={page.meta.title} description={page.meta.description} canonical={page.meta.canonicalUrl} robots={page.meta.robots} />
      <JsonLd data={productJsonLd(variant, [variant, ...page.alternativeOffers], origin)} />
      <JsonLd data={breadcrumbList(page.breadcrumbs, origin)} />
      <Breadcrumbs items={page.breadcrumbs} />
      <ProductDetail
        page={page}
        reviews={reviewsOverview(variant.id, 10)}
        questions={questionsOverview(variant.id)}
        christmasDays={flags.christmasDeliveryDays}
        watch={<WatchSection page={page} email={user?.email ?? null} personal={isKnownVisitor()} />}
        priceHistory={<PriceHistorySection history={history} days={days} path={path} variantId={variant.id} />}
        // Posts to the questions page without JavaScript (messages and the notice are drawn there).
        askQuestion={<PostedQuestionForm variantId={variant.id} headingLevel={3} />}
      />
      <Suspense fallback={null}>
        <SimilarSection variantId={variant.id} />
      </Suspense>
      <RememberView id={variant.id} title={variant.name} url={path} />
    </>
  );
}
