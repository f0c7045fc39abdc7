import type { PageProps } from 'waku/router';
import { unstable_notFound, unstable_redirect } from 'waku/router/server';
import { PublicProfile } from '#ui/components/PublicProfile';
import { publicProfile } from '../../lib/user';
import { PageHead } from '../_components/page-head';

/**
 * A user's public profile (`/user/{key}`, a random key), for anyone with its link. Not indexed:
 * these are private persons. By number (the user area's link) it is the signed-in user's own only,
 * sent on to its address (307: another visitor asking the same gets a 404). The static segments
 * beside it (`favourites`, `watchdog`, `cont-sters`) take precedence in Waku's router.
 */
export default async function PublicProfilePage({ userId }: PageProps<'/user/[userId]'>) {
  const wellFormed = /^(?:[0-9a-f]{32}|[1-9]\d{0,9})$/.test(userId);
  const profile = wellFormed ? await publicProfile(userId) : null;
  if (!profile) unstable_notFound();
  if (profile.url !== `/user/${userId}`) unstable_redirect(profile.url as `/${string}`, 307);
  return (
    <>
      <PageHead
        title={`${profile.displayName} | Cuib`}
        description={`${profile.displayName} pe Cuib: comparațiile salvate și aprecierile primite.`}
        canonical={profile.url}
        robots="noindex, nofollow"
      />
      <PublicProfile profile={profile} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
