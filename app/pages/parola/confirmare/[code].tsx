import type { PageProps } from 'waku/router';
import { SetPasswordForm } from '#ui/components/AuthForms';
import { AuthOutcome, authActionsClass } from '#ui/components/AuthPanel';
import { QueryIsland } from '#ui/components/QueryIsland';
import { submittedForm } from '../../../forms/submitted';
import { AccountPage } from '../../_components/account-page';

/** Where the reset e-mail leads: the setPassword view as a page; `?gata=1` once the password is set (and the shopper signed in). */
export default async function PasswordConfirmationPage({ code, query }: PageProps<'/parola/confirmare/[code]'>) {
  const done = new URLSearchParams(query).get('gata') === '1';
  return (
    <AccountPage path={`/parola/confirmare/${encodeURIComponent(code)}`} title={done ? 'Parola a fost schimbată' : 'Alege o parolă nouă'} description="Alege o parolă nouă pentru contul tău Cuib.">
      {done ? (
        <>
          <AuthOutcome>Gata: parola nouă este salvată și ești autentificat. Celelalte sesiuni ale contului au fost închise.</AuthOutcome>
          <div className={authActionsClass}>
            <a href="/user">Contul meu</a>
            <a href="/">Pagina principală</a>
          </div>
        </>
      ) : (
        <QueryIsland>
          <SetPasswordForm code={code} initial={submittedForm('setPassword')} />
        </QueryIsland>
      )}
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
