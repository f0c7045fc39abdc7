import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { SubmitButton } from '#ui/components/AuthPanel';
import { formatDate } from '#ui/lib/format';
import { submittedForm } from '../../../forms/submitted';
import { reviewInvitation } from '../../../lib/reviews-service';
import { closedInvitationPage, StarPage } from '../_star-page';
import * as styles from '../_star-page.css';
import { invitationIdentOrNotFound } from '../../_route-params';

const day = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The product has not arrived yet: the shopper picks a day (1 to 60 days ahead) to be invited again. */
export default async function ReviewDelayPage({ ident, query }: PageProps<'/star/[ident]/delayed'>) {
  const invitation = await reviewInvitation(invitationIdentOrNotFound(ident));
  if (!invitation) unstable_notFound();
  const path = `/star/${encodeURIComponent(ident)}`;
  const closed = closedInvitationPage(`${path}/delayed`, invitation);
  if (closed) return closed;
  const done = new URLSearchParams(query).get('gata') === '1' && invitation.remindOn;
  const refused = submittedForm('reviewDelay');
  const now = Date.now();
  return (
    <StarPage path={`${path}/delayed`} title={done ? 'Îți amintim mai târziu' : 'Produsul nu a ajuns încă?'} invitation={invitation}>
      {done ? (
        <>
          <p className={styles.done} role="status">
            Gata: îți trimitem din nou invitația pe <time dateTime={invitation.remindOn!}>{formatDate(invitation.remindOn!)}</time>.
          </p>
          <p className={styles.text}>
            A ajuns între timp? <a href={path}>Scrie recenzia acum</a>.
          </p>
        </>
      ) : (
        <form method="post" action={`${path}/delayed`} className={styles.form}>
          <p className={styles.text}>Alege ziua în care să-ți trimitem din nou invitația, când ai apucat să folosești produsul.</p>
          {refused?.form && (
            <p className={styles.problem} role="alert">
              {refused.form}
            </p>
          )}
          <label htmlFor="amintire">Amintește-mi pe</label>
          <input
            id="amintire"
            className={styles.dateInput}
            type="date"
            name="remindOn"
            required
            min={isoDay(now + day)}
            max={isoDay(now + 60 * day)}
            defaultValue={refused?.values?.remindOn ?? isoDay(now + 7 * day)}
            aria-invalid={refused?.fields?.remindOn ? true : undefined}
            aria-describedby={refused?.fields?.remindOn ? 'amintire-eroare' : undefined}
          />
          {refused?.fields?.remindOn && (
            <p id="amintire-eroare" className={styles.error}>
              {refused.fields?.remindOn}
            </p>
          )}
          <SubmitButton>Amintește-mi</SubmitButton>
        </form>
      )}
    </StarPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
