import { unstable_notFound } from 'waku/router/server';
import { ShopRegistrationForm } from '#ui/components/PartnerForms';
import { contentPage } from '../lib/content';
import { ContentRoute } from './_components/content-page';

/** The onboarding site's shop registration (the main site sends `/register` there). */
export default async function RegisterPage() {
  const page = contentPage('/register');
  if (!page) unstable_notFound();
  return (
    <ContentRoute page={page} breadcrumbs={false}>
      <ShopRegistrationForm />
    </ContentRoute>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
