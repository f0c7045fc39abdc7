import type { PageProps } from 'waku/router';
import { unstable_redirect } from 'waku/router/server';
import { safeReturnPath } from '#domain/return-path';
import { AuthOutcome } from '#ui/components/AuthPanel';
import { PortalLoginForm } from '#ui/components/PartnerPortal';
import { QueryIsland } from '#ui/components/QueryIsland';
import { submittedForm } from '../../forms/submitted';
import { mainSiteOrigin } from '../../lib/onboarding';
import { signedInUser } from '../../lib/user';
import { AccountPage } from '../_components/account-page';

const path = '/portal/autentificare';

/**
 * The partner portal's sign-in, on the onboarding site (its session cookie is this site's): the
 * same accounts and sign-in as the shop's. Works without JavaScript; `next` may only name a path
 * of this site.
 */
export default async function PortalLoginPage({ query }: PageProps<'/portal/autentificare'>) {
  const params = new URLSearchParams(query);
  const refused = submittedForm('portalLogin');
  // A refused post is drawn from its own address, without the query: where to go next came with the form.
  const next = safeReturnPath(params.get('next') ?? refused?.values?.next);
  const confirmed = params.get('confirmat') === '1';
  // Signed in already (the confirmation link signs in): on to the portal.
  if (!refused && (await signedInUser())) unstable_redirect((next ?? (confirmed ? '/portal?confirmat=1' : '/portal')) as `/${string}`, 303);
  return (
    <AccountPage path={path} title="Intră în portalul magazinului" description="Intră în portalul magazinului tău pe Cuib: feedul de produse, importurile, ofertele și statisticile.">
      {confirmed && <AuthOutcome>Adresa ta este confirmată. Intră cu adresa și parola alese la înscriere.</AuthOutcome>}
      {params.get('iesit') === '1' && <AuthOutcome>Ai ieșit din cont pe acest dispozitiv.</AuthOutcome>}
      <QueryIsland>
        <PortalLoginForm next={next ?? '/portal'} initial={refused} passwordRenewalUrl={`${mainSiteOrigin()}/parola/innoire`} />
      </QueryIsland>
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
