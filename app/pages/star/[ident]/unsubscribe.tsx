import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { SubmitButton } from '#ui/components/AuthPanel';
import { submittedForm } from '../../../forms/submitted';
import { reviewInvitation } from '../../../lib/reviews-service';
import { ElsewhereLinks, StarPage } from '../_star-page';
import * as styles from '../_star-page.css';
import { invitationIdentOrNotFound } from '../../_route-params';

/**
 * No more review invitations from this shop. Opening the link stops nothing (mail scanners open
 * links); the button does, and it works without JavaScript.
 */
export default async function ReviewUnsubscribePage({ ident, query }: PageProps<'/star/[ident]/unsubscribe'>) {
  const invitation = await reviewInvitation(invitationIdentOrNotFound(ident));
  if (!invitation) unstable_notFound();
  const path = `/star/${encodeURIComponent(ident)}/unsubscribe`;
  const done = new URLSearchParams(query).get('gata') === '1' || invitation.status === 'unsubscribed';
  const refused = submittedForm('reviewUnsubscribe');
  return (
    <StarPage path={path} title={done ? 'Te-ai dezabonat' : 'Nu mai vrei invitații la recenzii?'} invitation={invitation}>
      {done ? (
        <>
          <p className={styles.done} role="status">
            Gata: nu mai primești invitații la recenzii de la {invitation.eshop.name}.
          </p>
          <ElsewhereLinks invitation={invitation} />
        </>
      ) : (
        <form method="post" action={path} className={styles.form}>
          {refused && (
            <p className={styles.problem} role="alert">
              {refused.form ?? 'Nu am putut opri invitațiile acum. Încearcă din nou peste câteva momente.'}
            </p>
          )}
          <p className={styles.text}>După o comandă de la {invitation.eshop.name} îți cerem părerea pe e-mail. Apasă butonul și nu mai primești aceste e-mailuri.</p>
          <SubmitButton>Nu mai vreau invitații</SubmitButton>
        </form>
      )}
    </StarPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
