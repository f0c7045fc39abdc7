import type { ReactNode } from 'react';
import type { ReviewInvitation } from '#generated/main-api/types.gen';
import { formatDate } from '#ui/lib/format';
import { imageUrl } from '#ui/lib/images';
import { buildLink, routes } from '#ui/lib/links';
import { PageHead } from '../_components/page-head';
import * as styles from './_star-page.css';

/** A page of one review invitation: never indexed (the link is the shopper's own), the product on top. */
export function StarPage({ path, title, invitation, children }: { path: string; title: string; invitation: ReviewInvitation; children: ReactNode }) {
  return (
    <>
      <PageHead title={`${title} | Cuib Star`} description={`Recenzia comenzii tale de la ${invitation.eshop.name}, pe Cuib Star.`} canonical={path} robots="noindex, nofollow" />
      <section className={styles.root} aria-labelledby="star-titlu">
        <h1 id="star-titlu" className={styles.heading}>
          {title}
        </h1>
        <ProductBox invitation={invitation} />
        {children}
      </section>
    </>
  );
}

/** The product bought (picture, name, shop) and when it was ordered. */
function ProductBox({ invitation }: { invitation: ReviewInvitation }) {
  const { variant, eshop, image } = invitation;
  return (
    <div className={styles.product}>
      {image ? (
        <img className={styles.picture} src={imageUrl('product', image.id, 240)} alt="" width={120} height={120} />
      ) : (
        <span className={styles.picture} aria-hidden="true" />
      )}
      <div>
        <p className={styles.productName}>
          {variant ? <a href={buildLink(routes.variantDetail, { params: { variantId: variant.id, slug: variant.slug } })}>{variant.name}</a> : 'Comanda ta'}
        </p>
        <p className={styles.muted}>
          de la {eshop.name} · comandat pe <time dateTime={invitation.orderDate}>{formatDate(invitation.orderDate)}</time>
        </p>
      </div>
    </div>
  );
}

/** Links out of an invitation that no longer takes a review. */
export function ElsewhereLinks({ invitation }: { invitation: ReviewInvitation }) {
  return (
    <ul className={styles.links}>
      {invitation.variant && (
        <li>
          <a href={buildLink(routes.variantDetail, { params: { variantId: invitation.variant.id, slug: invitation.variant.slug } })}>Vezi produsul</a>
        </li>
      )}
      <li>
        <a href={`/star/eshop/${invitation.eshop.slug}`}>Recenziile magazinului {invitation.eshop.name}</a>
      </li>
      <li>
        <a href="/">Înapoi la Cuib</a>
      </li>
    </ul>
  );
}

/**
 * The page an invitation that no longer takes a review shows instead of its form (submitted,
 * expired or stopped), with links on; null while it still takes one.
 */
export function closedInvitationPage(path: string, invitation: ReviewInvitation): ReactNode | null {
  const closed = closedNotice(invitation.status);
  if (!closed) return null;
  return (
    <StarPage path={path} title={closed.title} invitation={invitation}>
      <p className={styles.text}>{closed.text}</p>
      <ElsewhereLinks invitation={invitation} />
    </StarPage>
  );
}

/** What an invitation that no longer takes a review says instead of the form (submitted, expired or stopped). */
function closedNotice(status: ReviewInvitation['status']): { title: string; text: string } | undefined {
  if (status === 'submitted') return { title: 'Ai trimis deja recenzia', text: 'Pentru această comandă am primit deja recenzia ta. O publicăm după ce o verifică echipa Cuib, de obicei în cel mult o zi lucrătoare.' };
  if (status === 'expired') return { title: 'Invitația a expirat', text: 'Linkul pentru recenzia acestei comenzi nu mai este valabil. Poți citi în schimb ce spun alți cumpărători.' };
  if (status === 'unsubscribed') return { title: 'Nu mai primești invitații', text: 'Ai cerut să nu mai primești invitații la recenzii de la acest magazin, așa că linkul nu mai este valabil.' };
  return undefined;
}
