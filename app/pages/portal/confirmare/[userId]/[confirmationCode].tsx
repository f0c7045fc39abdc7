import type { PageProps } from 'waku/router';
import { AuthOutcome, authActionsClass, SubmitButton } from '#ui/components/AuthPanel';
import { submittedForm } from '../../../../forms/submitted';
import { AccountPage } from '../../../_components/account-page';

/**
 * Where a shop's registration e-mail leads (the contract's `postShopRegistration`). Opening the
 * link confirms nothing: mail scanners open links on their own, and would spend the one-time code.
 * One press confirms the partner account (which signs in on this site), then the portal's sign-in
 * page takes the partner on to the portal.
 */
export default async function PortalConfirmationPage({ userId, confirmationCode }: PageProps<'/portal/confirmare/[userId]/[confirmationCode]'>) {
  const path = `/portal/confirmare/${encodeURIComponent(userId)}/${encodeURIComponent(confirmationCode)}`;
  const refused = submittedForm('portalConfirm');
  return (
    <AccountPage path={path} title="Confirmă contul magazinului" description="Confirmă adresa de e-mail a contului tău de partener Cuib.">
      {refused && (
        <AuthOutcome tone="problem">
          {refused.status === 404 || refused.status === 400
            ? 'Linkul nu mai este valabil: contul a fost confirmat deja sau linkul a expirat. Încearcă să intri în portal.'
            : (refused.form ?? 'Nu am putut confirma contul acum. Încearcă din nou peste câteva momente.')}
        </AuthOutcome>
      )}
      <p>Apasă butonul ca să confirmi adresa de e-mail. Apoi intri în portalul magazinului, unde adaugi feedul de produse.</p>
      <form method="post" action={path} className={authActionsClass}>
        <SubmitButton>Confirmă contul</SubmitButton>
        {refused && <a href="/portal/autentificare">Intră în portal</a>}
      </form>
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
