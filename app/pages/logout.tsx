import { AuthOutcome, authActionsClass, SubmitButton } from '#ui/components/AuthPanel';
import { currentUser } from '../lib/main-api';
import { AccountPage } from './_components/account-page';

/**
 * Logging out is a POST (a link or an image elsewhere must not log anyone out): this page is its
 * form, and the header's menu posts the same.
 */
export default async function LogoutPage() {
  const user = await currentUser();
  return (
    <AccountPage path="/logout" title="Ieși din cont" description="Ieși din contul Cuib pe acest dispozitiv.">
      {user ? (
        <form method="post" action="/logout" className={authActionsClass}>
          <SubmitButton>Ieși din cont</SubmitButton>
          <a href="/">Rămân autentificat</a>
        </form>
      ) : (
        <AuthOutcome>
          Nu ești autentificat pe acest dispozitiv. <a href="/login">Intră în cont</a>
        </AuthOutcome>
      )}
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
