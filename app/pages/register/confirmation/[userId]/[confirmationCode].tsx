import type { PageProps } from 'waku/router';
import { AuthOutcome, authActionsClass, SubmitButton } from '#ui/components/AuthPanel';
import { submittedForm } from '../../../../forms/submitted';
import { AccountPage } from '../../../_components/account-page';

/**
 * Where the registration e-mail leads. Opening the link confirms nothing: mail scanners open
 * links on their own, and would spend the one-time code (and get the session) before the shopper
 * clicks. One press confirms the account and signs the shopper in; `?gata=1` then says so.
 */
export default async function RegistrationConfirmationPage({ userId, confirmationCode, query }: PageProps<'/register/confirmation/[userId]/[confirmationCode]'>) {
  const path = `/register/confirmation/${encodeURIComponent(userId)}/${encodeURIComponent(confirmationCode)}`;
  const done = new URLSearchParams(query).get('gata') === '1';
  const refused = submittedForm('confirmRegistration');
  return (
    <AccountPage path={path} title={done ? 'Contul tău este confirmat' : 'Confirmă-ți contul'} description="Confirmă adresa de e-mail a contului tău Cuib.">
      {done ? (
        <>
          <AuthOutcome>Bun venit pe Cuib! Adresa ta este confirmată și ești autentificat.</AuthOutcome>
          <div className={authActionsClass}>
            <a href="/user">Contul meu</a>
            <a href="/">Începe cumpărăturile</a>
          </div>
        </>
      ) : (
        <>
          {refused && (
            <AuthOutcome tone="problem">
              {refused.status === 404 || refused.status === 400
                ? 'Linkul nu mai este valabil: contul a fost confirmat deja sau linkul a expirat. Încearcă să intri în cont.'
                : (refused.form ?? 'Nu am putut confirma contul acum. Încearcă din nou peste câteva momente.')}
            </AuthOutcome>
          )}
          <p>Apasă butonul ca să confirmi adresa de e-mail. Vei fi autentificat imediat.</p>
          <form method="post" action={path} className={authActionsClass}>
            <SubmitButton>Confirmă contul</SubmitButton>
            {refused && <a href="/login">Intră în cont</a>}
          </form>
        </>
      )}
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
