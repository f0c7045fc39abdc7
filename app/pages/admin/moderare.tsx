import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { ModerationQueue } from '#ui/components/ModerationQueue';
import { submittedForm } from '../../forms/submitted';
import { moderationQueue } from '../../lib/reviews-service';
import { PageHead } from '../_components/page-head';
import * as styles from '../star/_star-page.css';

const decided: Record<string, string> = { approve: 'Aprobat: este publicat de acum.', reject: 'Respins: nu va fi publicat.' };

/** The staff's moderation queue; for everyone else the not-found page (it is not even said to exist). */
export default async function ModerationPage({ query }: PageProps<'/admin/moderare'>) {
  const queue = await moderationQueue();
  if (!queue) unstable_notFound();
  const refused = submittedForm('moderation');
  const notice = refused ? (refused.form ?? 'Decizia nu a fost salvată. Încearcă din nou.') : decided[new URLSearchParams(query).get('decis') ?? ''];
  return (
    <>
      <PageHead title="Moderare | Cuib" description="Recenzii, întrebări și răspunsuri care așteaptă aprobarea echipei Cuib." canonical="/admin/moderare" robots="noindex, nofollow" />
      <section className={styles.root} aria-labelledby="moderare-titlu">
        <h1 id="moderare-titlu" className={styles.heading}>
          Moderare
        </h1>
        <ModerationQueue items={queue.items} action="/admin/moderare" notice={notice} />
      </section>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
