import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { reviewInvitation } from '../../../lib/reviews-service';
import { ElsewhereLinks, StarPage } from '../_star-page';
import * as styles from '../_star-page.css';
import { invitationIdentOrNotFound } from '../../_route-params';

/** Where a sent review lands: thanks, and what happens next. */
export default async function ReviewThanksPage({ ident }: PageProps<'/star/[ident]/thank-you'>) {
  const invitation = await reviewInvitation(invitationIdentOrNotFound(ident));
  if (!invitation) unstable_notFound();
  const path = `/star/${encodeURIComponent(ident)}`;
  if (invitation.status === 'pending') {
    return (
      <StarPage path={`${path}/thank-you`} title="Recenzia nu a fost trimisă încă" invitation={invitation}>
        <p className={styles.text}>
          Nu am primit încă recenzia pentru această comandă. <a href={path}>Scrie recenzia</a>
        </p>
      </StarPage>
    );
  }
  return (
    <StarPage path={`${path}/thank-you`} title="Mulțumim pentru recenzie!" invitation={invitation}>
      <p className={styles.done} role="status">
        Am primit recenzia ta. O publicăm pe pagina produsului și pe pagina magazinului după ce o verifică echipa Cuib, de obicei în cel mult o zi lucrătoare.
      </p>
      <ElsewhereLinks invitation={invitation} />
    </StarPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
