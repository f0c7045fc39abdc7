import type { PageProps } from 'waku/router';
import { unstable_redirect } from 'waku/router/server';
import { safeReturnPath } from '#domain/return-path';
import { LoginForm } from '#ui/components/AuthForms';
import { QueryIsland } from '#ui/components/QueryIsland';
import { submittedForm } from '../forms/submitted';
import { currentUser } from '../lib/main-api';
import { AccountPage } from './_components/account-page';

/** The login view as a page (SPEC §2): works without JavaScript; `next` may only name a path of this site. */
export default async function LoginPage({ query }: PageProps<'/login'>) {
  const next = safeReturnPath(new URLSearchParams(query).get('next'));
  // Signed in already: on to where the shopper was going.
  if (!submittedForm('login') && (await currentUser())) unstable_redirect((next ?? '/user') as `/${string}`, 303);
  return (
    <AccountPage path="/login" title="Intră în cont" description="Intră în contul Cuib ca să îți vezi favoritele și alertele de preț pe orice dispozitiv." lead="Cu un cont îți păstrezi favoritele pe orice dispozitiv și afli când scade prețul produselor urmărite.">
      <QueryIsland>
        <LoginForm next={next ?? '/'} initial={submittedForm('login')} />
      </QueryIsland>
    </AccountPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
