import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { WatchList } from '#ui/components/WatchList';
import { watchedVariants } from '../../lib/user';
import { PageHead } from '../_components/page-head';
import { redirectToLogin, requireSignedIn } from './_signed-in';

const path = '/user/watchdog';

/** The signed-in user's price and stock alerts, each with its state and a way to end it. */
export default async function WatchdogPage() {
  await requireSignedIn(path);
  const watches = await watchedVariants();
  // The session ended between the two calls: log in again.
  if (!watches) redirectToLogin(path);
  return (
    <>
      <PageHead title="Alerte de preț și de stoc | Cuib" description="Produsele urmărite pe Cuib și starea fiecărei alerte de preț sau de stoc." canonical={path} robots="noindex, nofollow" />
      <Breadcrumbs
        items={[
          { name: 'Contul meu', url: '/user' },
          { name: 'Alerte', url: path },
        ]}
      />
      <WatchList watches={watches} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
