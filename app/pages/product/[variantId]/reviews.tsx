import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { Pager } from '#ui/components/ListingControls';
import { ReviewItem, ReviewsOverview } from '#ui/components/Reviews';
import { formatCountOf } from '#ui/lib/format';
import { buildLink, routes } from '#ui/lib/links';
import { reviews as reviewPage, reviewsModal, variantPage } from '../../../lib/main-api';
import { PageHead } from '../../_components/page-head';
import * as styles from './reviews.css';

const pageSize = 10;

/** Every review of a variant, paged, all or only those with photos; works without JavaScript. */
export default async function ReviewsPage({ variantId, query }: PageProps<'/product/[variantId]/reviews'>) {
  const id = Number(variantId);
  const params = new URLSearchParams(query);
  const withImage = params.get('tip') === 'cu-imagini';
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const [product, overview, list] = Number.isInteger(id) && id > 0 ? await Promise.all([variantPage(id), reviewsModal(id, 1), reviewPage(id, page, withImage ? 'withImage' : 'all', pageSize)]) : [null, null, null];
  if (!product || !overview || !list) unstable_notFound();
  const base = `/product/${id}/reviews`;
  const detail = buildLink(routes.variantDetail, { params: { variantId: id, slug: product.variant.slug } });
  const url = withImage ? `${base}?tip=cu-imagini` : base;
  return (
    <>
      <PageHead
        title={`Recenzii: ${product.variant.name}${page > 1 ? ` – pagina ${page}` : ''} | Cuib`}
        description={`Ce spun cumpărătorii despre ${product.variant.name}: ${formatCountOf(overview.reviewsCount, { one: 'recenzie', other: 'recenzii' })}.`}
        canonical={detail}
        robots="noindex, follow"
      />
      <Breadcrumbs items={[...product.breadcrumbs, { name: 'Recenzii', url: base }]} />
      <h1 className={styles.title}>Recenzii: {product.variant.name}</h1>
      <ReviewsOverview data={overview} headingLevel={2} />
      <nav className={styles.tabs} aria-label="Ce recenzii">
        <a className={styles.tab} href={base} aria-current={withImage ? undefined : 'page'}>
          Toate ({overview.reviewsCount})
        </a>
        <a className={styles.tab} href={`${base}?tip=cu-imagini`} aria-current={withImage ? 'page' : undefined}>
          Cu imagini ({overview.imagesCount})
        </a>
      </nav>
      {list.items.length === 0 ? <p>Nu există încă recenzii aici.</p> : list.items.map((review) => <ReviewItem key={review.externalId} review={review} />)}
      <Pager pagination={{ page, pageSize, pageCount: Math.max(1, Math.ceil(list.totalCount / pageSize)), totalCount: list.totalCount }} url={url} />
      <a href={detail}>Înapoi la produs</a>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
