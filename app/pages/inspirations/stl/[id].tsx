import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { origins } from '#domain/origins';
import type { InspirationPage } from '#generated/main-api/types.gen';
import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { HotspotImage, hotspotsOf } from '#ui/components/HotspotImage';
import { InspirationCard, inspirationSummary } from '#ui/components/InspirationCard';
import { JsonLd } from '#ui/components/JsonLd';
import { VariantGrid } from '#ui/components/VariantGrid';
import { breadcrumbList, itemList, type JsonLdObject } from '#ui/lib/json-ld';
import { imageUrl } from '#ui/lib/images';
import { siteFlags } from '../../../lib/features';
import { inspirationPage } from '../../../lib/inspirations';
import { PageHead } from '../../_components/page-head';
import * as styles from '../_page.css';

/** The width of the picture link previews and search engines are given. */
const previewWidth = 1200;

/** The look for search engines: a collection page with its picture and its products in order. */
function lookJsonLd({ inspiration, meta }: InspirationPage, origin: string): JsonLdObject {
  const image = inspiration.images[0];
  const products = inspiration.images.flatMap((each) => each.variants.map(({ variant }) => variant));
  const { '@context': _, ...list } = itemList(products, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: inspiration.name,
    ...(inspiration.description ? { description: inspiration.description } : {}),
    url: new URL(meta.canonicalUrl, origin).toString(),
    ...(image
      ? {
          primaryImageOfPage: {
            '@type': 'ImageObject',
            contentUrl: new URL(imageUrl('inspiration', image.imageId, previewWidth, 'jpg'), origin).toString(),
            width: previewWidth,
            height: Math.round(previewWidth / image.aspectRatio),
            caption: inspiration.name,
            ...(inspiration.ownerName ? { creator: { '@type': 'Person', name: inspiration.ownerName } } : {}),
          },
        }
      : {}),
    mainEntity: list,
  };
}

/**
 * One shop-the-look inspiration (SPEC §1): the picture with its products pinned on it, the
 * products as cards, who made the look, and similar looks. Unknown ids get the site's 404.
 */
export default async function InspirationDetail({ id }: PageProps<'/inspirations/stl/[id]'>) {
  const inspirationId = /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
  const page = inspirationId === null ? null : await inspirationPage(inspirationId);
  if (!page) unstable_notFound();
  const flags = await siteFlags();
  const { inspiration, relatedInspirations, breadcrumbs, meta } = page;
  const origin = origins().site;
  const image = inspiration.images[0];
  const products = inspiration.images.flatMap((each) => each.variants.map(({ variant }) => variant));
  const author = inspiration.ownerName ?? inspiration.eshop?.name ?? null;
  return (
    <>
      <PageHead
        title={meta.title}
        description={meta.description}
        canonical={meta.canonicalUrl}
        robots={meta.robots}
        image={image ? imageUrl('inspiration', image.imageId, previewWidth, 'jpg') : undefined}
      />
      <JsonLd data={breadcrumbList(breadcrumbs, origin)} />
      <JsonLd data={lookJsonLd(page, origin)} />
      <Breadcrumbs items={breadcrumbs} />
      <div className={styles.look}>
        <div className={styles.about}>
          <h1 className={styles.title}>{inspiration.name}</h1>
          {inspiration.description && <p className={styles.description}>{inspiration.description}</p>}
          <p className={styles.author}>
            {inspiration.eshop ? (
              <>
                Amenajare de la <a href={`/produse/magazin/${inspiration.eshop.slug}`}>{inspiration.eshop.name}</a>
              </>
            ) : (
              <>Amenajare de {author ?? 'echipa Cuib'}</>
            )}
          </p>
        </div>
        {image && (
          <HotspotImage
            image={{ id: image.imageId, width: image.originalWidth, height: image.originalHeight }}
            alt={`${inspiration.name}, cu ${products.map((variant) => variant.name).join(', ')}`}
            spots={hotspotsOf(image)}
            sizes="(min-width: 1280px) 800px, (min-width: 1024px) 66vw, 100vw"
          />
        )}
      </div>
      {products.length > 0 && (
        <div className={styles.section}>
          <VariantGrid heading="Produsele din imagine" variants={products} totalCount={products.length} christmasDays={flags.christmasDeliveryDays} multiplier={flags.cardMultiplier} />
        </div>
      )}
      {relatedInspirations.length > 0 && (
        <section className={styles.section} aria-labelledby="related-looks">
          <h2 id="related-looks" className={styles.sectionTitle}>
            Inspirații asemănătoare
          </h2>
          <ul className={styles.related}>
            {relatedInspirations.map((related) => (
              <li key={related.id}>
                <InspirationCard inspiration={inspirationSummary(related)} sizes="(min-width: 768px) 25vw, 50vw" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
