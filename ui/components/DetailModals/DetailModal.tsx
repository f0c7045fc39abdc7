'use client';

import { useState } from 'react';
import type { ProductPage, VariantDeliveries } from '#generated/main-api/types.gen';
import { type Loaded, useLoaded } from '../../hooks/use-loaded';
import { formatCountOf, formatMoney } from '../../lib/format';
import { imageUrl } from '../../lib/images';
import { buildLink, routes } from '../../lib/links';
import { sameOrigin } from '../../lib/same-origin';
import { Button } from '../Button';
import { ModalFrame } from '../ModalFrame';
import { OfferList } from '../ProductDetail/OfferList';
import * as styles from './DetailModals.css';
import type { DetailModalName } from './names';

export type DetailModalRequest =
  | { name: Exclude<DetailModalName, 'review-images'>; variantId: number; title: string; imageIds: string[] }
  | { name: 'review-images'; title: string; photos: { src: string; alt: string }[]; index: number };

const titles: Record<DetailModalName, string> = {
  offers: 'Toate ofertele',
  'select-variant': 'Alege culoarea sau mărimea',
  images: 'Imagini',
  deliveries: 'Opțiuni de livrare',
  'review-images': 'Fotografiile cumpărătorului',
};

function Status({ state, what }: { state: Loaded<unknown>; what: string }) {
  if (state.status === 'loading') return <p className={styles.note}>Se încarcă {what}…</p>;
  if (state.status === 'failed')
    return (
      <p className={styles.note} role="alert">
        Nu am putut încărca {what}. Încearcă din nou puțin mai târziu.
      </p>
    );
  return null;
}

const loadPage = (variantId: number) => () => import('#generated/main-api/sdk.gen').then(async ({ getVariantPage }) => (await getVariantPage({ ...sameOrigin(), path: { variantId } })).data);

function Offers({ variantId }: { variantId: number }) {
  const state = useLoaded<ProductPage>(loadPage(variantId));
  if (state.status !== 'done') return <Status state={state} what="ofertele" />;
  return <OfferList offers={[state.data.variant, ...state.data.alternativeOffers]} christmasDays={null} today={new Date()} />;
}

function SelectVariant({ variantId }: { variantId: number }) {
  const state = useLoaded<ProductPage>(loadPage(variantId));
  if (state.status !== 'done') return <Status state={state} what="variantele" />;
  const shown = state.data.variant;
  return (
    <ul className={styles.variants}>
      {state.data.variants.map((other) => (
        <li key={other.id}>
          <a className={styles.variant} href={buildLink(routes.variantDetail, { params: { variantId: other.id, slug: other.slug } })} aria-current={other.id === shown.id || other.name === shown.name ? 'page' : undefined}>
            {other.image ? <img src={imageUrl('product', other.image.id, 160)} alt="" width={64} height={64} loading="lazy" /> : <span className={styles.noImage} />}
            <span>
              <span className={styles.variantName}>{other.name}</span>
              {other.displayParameters.length > 0 && <span className={styles.variantParameters}>{other.displayParameters.join(' · ')}</span>}
            </span>
            <span className={styles.variantPrice}>{formatMoney(other.price.price)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function Deliveries({ variantId }: { variantId: number }) {
  const state = useLoaded<VariantDeliveries>(() => import('#generated/main-api/sdk.gen').then(async ({ getVariantDeliveries }) => (await getVariantDeliveries({ ...sameOrigin(), path: { variantId } })).data));
  if (state.status !== 'done') return <Status state={state} what="opțiunile de livrare" />;
  if (state.data.eshops.length === 0) return <p className={styles.note}>Magazinul nu a spus încă cum livrează; vezi condițiile pe site-ul lui.</p>;
  return state.data.eshops.map((eshop) => (
    <table key={eshop.label} className={styles.table}>
      <caption className={styles.caption}>{eshop.label}</caption>
      <thead>
        <tr>
          <th scope="col">Livrare</th>
          <th scope="col">Preț</th>
          <th scope="col">Cu plata la livrare</th>
          <th scope="col">Termen</th>
        </tr>
      </thead>
      <tbody>
        {eshop.items.map((item) => (
          <tr key={item.id}>
            <th scope="row">{item.label}</th>
            <td>{item.price === null ? '—' : item.price === 0 ? 'gratuit' : formatMoney(item.price)}</td>
            <td>{item.priceCod === null ? 'nu' : formatMoney(item.priceCod)}</td>
            <td>{item.deliveryDays === null ? '—' : formatCountOf(item.deliveryDays, { one: 'zi', other: 'zile' })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ));
}

function Images({ imageIds, title }: { imageIds: string[]; title: string }) {
  return (
    <ul className={styles.images}>
      {imageIds.map((id, i) => (
        <li key={id}>
          <img className={styles.image} src={imageUrl('product', id, 800)} alt={`${title}, imaginea ${i + 1} din ${imageIds.length}`} width={800} height={800} loading={i < 2 ? 'eager' : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}

function ReviewImages({ photos, index: start }: { photos: { src: string; alt: string }[]; index: number }) {
  const [index, setIndex] = useState(start);
  const photo = photos[index]!;
  return (
    <figure className={styles.photo}>
      <img className={styles.image} src={photo.src} alt={photo.alt} />
      <figcaption className={styles.photoBar}>
        <Button variant="secondary" size="s" icon="chevron-left" aria-label="Fotografia anterioară" isDisabled={index === 0} onPress={() => setIndex(index - 1)} />
        <span role="status">
          Fotografia {index + 1} din {photos.length}
        </span>
        <Button variant="secondary" size="s" icon="chevron-right" aria-label="Fotografia următoare" isDisabled={index === photos.length - 1} onPress={() => setIndex(index + 1)} />
      </figcaption>
    </figure>
  );
}

/** The detail page's modals: every offer, the other colours and sizes, big pictures, delivery options, a buyer's photos. */
export default function DetailModal({ request, onClose }: { request: DetailModalRequest; onClose: () => void }) {
  return (
    <ModalFrame title={titles[request.name]} onClose={onClose}>
      {request.name === 'review-images' ? (
        <ReviewImages photos={request.photos} index={request.index} />
      ) : request.name === 'images' ? (
        <Images imageIds={request.imageIds} title={request.title} />
      ) : request.name === 'offers' ? (
        <Offers variantId={request.variantId} />
      ) : request.name === 'select-variant' ? (
        <SelectVariant variantId={request.variantId} />
      ) : (
        <Deliveries variantId={request.variantId} />
      )}
    </ModalFrame>
  );
}
