import { WatchConfirmation } from '#ui/components/WatchConfirmation';
import { PageHead } from '../../_components/page-head';

/** Where the confirmation e-mail of a price or stock alert leads (double opt-in); never indexed. */
export default async function WatchConfirmationPage({ code }: { code: string }) {
  return (
    <>
      <PageHead
        title="Confirmă alerta de preț | Cuib"
        description="Confirmă adresa de e-mail ca să primești alertele de preț și de stoc cerute pe Cuib."
        canonical={`/watchdog/confirmare/${encodeURIComponent(code)}`}
        robots="noindex, nofollow"
      />
      <WatchConfirmation code={code} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
