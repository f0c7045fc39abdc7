import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import type { ClickSource } from '#generated/main-api/types.gen';
import { StaffReport } from '#ui/components/StaffReport';
import { experimentResults, trafficReport } from '../../lib/staff';
import { PageHead } from '../_components/page-head';
import * as styles from './_report-page.css';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The staff's measurement report: impressions, clicks to shops and CTR per variant, source and day,
 * and the experiments' results. For everyone else the not-found page.
 */
export default async function ReportPage({ query }: PageProps<'/admin/raport'>) {
  const params = new URLSearchParams(query);
  const day = (name: string) => (isoDay.test(params.get(name) ?? '') ? params.get(name)! : undefined);
  const number = (name: string) => (/^\d{1,4}$/.test(params.get(name) ?? '') ? Number(params.get(name)) : undefined);
  const source = number('source') as ClickSource | undefined;
  const [answer, experiments] = await Promise.all([trafficReport({ from: day('from'), to: day('to'), source, page: number('pagina') }), experimentResults()]);
  if ('refused' in answer) unstable_notFound();
  return (
    <>
      <PageHead title="Raport de măsurare | Cuib" description="Afișări, clicuri către magazine și rezultatele experimentelor, pentru echipa Cuib." canonical="/admin/raport" robots="noindex, nofollow" />
      <section className={styles.root} aria-labelledby="raport-titlu">
        <h1 id="raport-titlu" className={styles.heading}>
          Raport de măsurare
        </h1>
        {'problem' in answer ? (
          <p role="alert" className={styles.problem}>
            {answer.problem} <a href="/admin/raport">Vezi ultimele 7 zile</a>
          </p>
        ) : (
          <StaffReport traffic={answer.report} source={source ?? null} experiments={experiments} url={`/admin/raport${params.size ? `?${params}` : ''}`} />
        )}
      </section>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
