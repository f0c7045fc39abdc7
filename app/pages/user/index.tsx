import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { UserArea } from '#ui/components/UserArea';
import { receivedLikesCount } from '../../lib/user';
import { PageHead } from '../_components/page-head';
import { requireSignedIn } from './_signed-in';

/** The signed-in user's account: profile, ways to their lists, and the account's settings. */
export default async function UserPage() {
  const user = await requireSignedIn('/user');
  const likes = await receivedLikesCount();
  return (
    <>
      <PageHead title="Contul meu | Cuib" description="Profilul, favoritele, alertele de preț și setările contului tău Cuib." canonical="/user" robots="noindex, nofollow" />
      <Breadcrumbs items={[{ name: 'Contul meu', url: '/user' }]} />
      <UserArea user={user} likesReceived={likes} />
    </>
  );
}

// Personal: drawn for each request, for the user of its session.
export const getConfig = async () => ({ render: 'dynamic' }) as const;
