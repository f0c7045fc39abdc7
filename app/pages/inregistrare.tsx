import type { PageProps } from 'waku/router';
import { RegistrationForm, SentNotice } from '#ui/components/AuthForms';
import { QueryIsland } from '#ui/components/QueryIsland';
import { submittedForm } from '../forms/submitted';
import { AccountPage } from './_components/account-page';

/** The registration view as a page (SPEC §2); `?trimis=1` is its confirm view, after the post. */
export default async function RegistrationPage({ query }: PageProps<'/inregistrare'>) {
  const sent = new URLSearchParams(query).get('trimis') === '1';
  return (
    <AccountPage path="/inregistrare" title={sent ? 'Verifică-ți e-mailul' : 'Creează un cont'} description="Creează un cont Cuib: favoritele pe orice dispozitiv și alerte când scade prețul.">
      {sent ? (
        <SentNotice kind="registration" />
      ) : (
        <QueryIsland>
          <RegistrationForm initial={submittedForm('registration')} />
        </QueryIsland>
      )}
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
