import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { ReviewForm } from '#ui/components/ReviewForm';
import { submittedForm } from '../../../forms/submitted';
import { reviewInvitation } from '../../../lib/reviews-service';
import { closedInvitationPage, StarPage } from '../_star-page';
import * as styles from '../_star-page.css';
import { invitationIdentOrNotFound } from '../../_route-params';

/**
 * The review form of an invitation (the link in the e-mail after a purchase). A used, expired or
 * stopped invitation gets a page saying so, with links on; an unknown one is the not-found page.
 */
export default async function ReviewInvitationPage({ ident }: PageProps<'/star/[ident]'>) {
  const invitation = await reviewInvitation(invitationIdentOrNotFound(ident));
  if (!invitation) unstable_notFound();
  const path = `/star/${encodeURIComponent(ident)}`;
  const closed = closedInvitationPage(path, invitation);
  if (closed) return closed;
  return (
    <StarPage path={path} title="Cum ți se pare produsul?" invitation={invitation}>
      <p className={styles.text}>
        Recenzia ta îi ajută pe alți cumpărători să aleagă. O publicăm după ce o verifică echipa Cuib. Nu a ajuns încă produsul?{' '}
        <a href={`${path}/delayed`}>Amintește-mi mai târziu</a>.
      </p>
      <ReviewForm action={path} initial={submittedForm('review')} />
      <p className={styles.muted}>
        Nu mai vrei invitații de la {invitation.eshop.name}? <a href={`${path}/unsubscribe`}>Dezabonează-te</a>.
      </p>
    </StarPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
