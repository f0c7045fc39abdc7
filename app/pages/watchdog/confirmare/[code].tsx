import type { PageProps } from 'waku/router';
import { WatchConfirmation, type WatchConfirmationState } from '#ui/components/WatchConfirmation';
import { submittedForm } from '../../../forms/submitted';
import { PageHead } from '../../_components/page-head';

/** Where the confirmation e-mail of a price or stock alert leads (double opt-in); never indexed. */
export default async function WatchConfirmationPage({ code, query }: PageProps<'/watchdog/confirmare/[code]'>) {
  const refused = submittedForm('confirmWatch');
  const state: WatchConfirmationState = new URLSearchParams(query).get('gata') === '1' ? 'confirmed' : refused ? (refused.status === 404 || refused.status === 400 ? 'expired' : 'failed') : 'idle';
  return (
    <>
      <PageHead
        title="Confirmă alerta de preț | Cuib"
        description="Confirmă adresa de e-mail ca să primești alertele de preț și de stoc cerute pe Cuib."
        canonical={`/watchdog/confirmare/${encodeURIComponent(code)}`}
        robots="noindex, nofollow"
      />
      <WatchConfirmation code={code} initialState={state} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
