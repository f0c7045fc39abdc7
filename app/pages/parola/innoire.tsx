import type { PageProps } from 'waku/router';
import { ResetPasswordForm, SentNotice } from '#ui/components/AuthForms';
import { QueryIsland } from '#ui/components/QueryIsland';
import { submittedForm } from '../../forms/submitted';
import { AccountPage } from '../_components/account-page';

/** The resetPassword view as a page (SPEC §2); `?trimis=1` says the e-mail is on its way. */
export default async function PasswordRenewalPage({ query }: PageProps<'/parola/innoire'>) {
  const sent = new URLSearchParams(query).get('trimis') === '1';
  return (
    <AccountPage path="/parola/innoire" title={sent ? 'Verifică-ți e-mailul' : 'Ai uitat parola?'} description="Primești pe e-mail un link cu care îți alegi o parolă nouă pentru contul Cuib.">
      {sent ? (
        <SentNotice kind="resetPassword" />
      ) : (
        <QueryIsland>
          <ResetPasswordForm initial={submittedForm('resetPassword')} />
        </QueryIsland>
      )}
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
