import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { PublicProfile } from '#ui/components/PublicProfile';
import { publicProfile } from '../../lib/user';
import { PageHead } from '../_components/page-head';

/**
 * A user's public profile, for anyone. Not indexed: these are private persons. The static
 * segments beside it (`favourites`, `watchdog`, `cont-sters`) take precedence in Waku's router.
 */
export default async function PublicProfilePage({ userId }: PageProps<'/user/[userId]'>) {
  const id = /^[1-9]\d{0,9}$/.test(userId) ? Number(userId) : null;
  const profile = id === null ? null : await publicProfile(id);
  if (!profile) unstable_notFound();
  return (
    <>
      <PageHead
        title={`${profile.displayName} | Cuib`}
        description={`${profile.displayName} pe Cuib: comparațiile salvate și aprecierile primite.`}
        canonical={`/user/${profile.id}`}
        robots="noindex, nofollow"
      />
      <PublicProfile profile={profile} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
