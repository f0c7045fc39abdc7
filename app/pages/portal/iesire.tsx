import { AuthOutcome, authActionsClass, SubmitButton } from '#ui/components/AuthPanel';
import { signedInUser } from '../../lib/user';
import { AccountPage } from '../_components/account-page';

/**
 * Signing out of the portal is a POST (a link elsewhere must not sign anyone out): this page is its
 * form, which the portal's frame posts too.
 */
export default async function PortalLogoutPage() {
  const user = await signedInUser();
  return (
    <AccountPage path="/portal/iesire" title="Ieși din portal" description="Ieși din portalul magazinului pe acest dispozitiv.">
      {user ? (
        <form method="post" action="/portal/iesire" className={authActionsClass}>
          <SubmitButton>Ieși din cont</SubmitButton>
          <a href="/portal">Rămân în portal</a>
        </form>
      ) : (
        <AuthOutcome>
          Nu ești autentificat pe acest dispozitiv. <a href="/portal/autentificare">Intră în portal</a>
        </AuthOutcome>
      )}
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
