'use client';

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { postVariantReviews, postVariantReviewsModal } from '#generated/main-api/sdk.gen';
import { sameOrigin } from '../../lib/same-origin';
import { Button } from '../Button';
import { ReviewItem, ReviewsOverview } from '../Reviews';
import * as styles from './ReviewsModal.css';

const pageSize = 10;

function ReviewPages({ variantId, type }: { variantId: number; type: 'all' | 'withImage' }) {
  const reviews = useInfiniteQuery({
    queryKey: ['reviews', variantId, type],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => (await postVariantReviews({ ...sameOrigin(), query: { page: pageParam, type }, body: { variantId, pageSize } })).data,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
  if (reviews.isPending) return <p className={styles.loading}>Se încarcă recenziile…</p>;
  if (reviews.isError) return <p role="alert">Recenziile nu s-au putut încărca.</p>;
  const items = reviews.data.pages.flatMap((page) => page.items);
  return (
    <>
      {items.length === 0 ? <p>Nu există încă recenzii cu fotografii.</p> : items.map((review) => <ReviewItem key={review.externalId} review={review} />)}
      {reviews.hasNextPage && (
        <Button variant="secondary" isPending={reviews.isFetchingNextPage} onPress={() => reviews.fetchNextPage()}>
          Încarcă mai multe recenzii
        </Button>
      )}
    </>
  );
}

/** The reviews modal's body: the overview, then all reviews or only those with photos, paged. */
export default function ReviewsModalContent({ variantId }: { variantId: number }) {
  const overview = useQuery({
    queryKey: ['reviews-modal', variantId],
    queryFn: async () => (await postVariantReviewsModal({ ...sameOrigin(), body: { variantId, pageSize: 1 } })).data,
  });
  if (overview.isPending) return <p className={styles.loading}>Se încarcă recenziile…</p>;
  if (overview.isError) return <p role="alert">Recenziile nu s-au putut încărca. Încearcă din nou puțin mai târziu.</p>;
  const data = overview.data;
  return (
    <div className={styles.body}>
      <ReviewsOverview data={data} />
      <Tabs>
        <TabList className={styles.tabs} aria-label="Ce recenzii">
          <Tab id="all" className={styles.tab}>
            Toate ({data.reviewsCount})
          </Tab>
          <Tab id="withImage" className={styles.tab}>
            Cu imagini ({data.imagesCount})
          </Tab>
        </TabList>
        <TabPanel id="all">
          <ReviewPages variantId={variantId} type="all" />
        </TabPanel>
        <TabPanel id="withImage">
          <ReviewPages variantId={variantId} type="withImage" />
        </TabPanel>
      </Tabs>
    </div>
  );
}
