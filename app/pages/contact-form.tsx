import { unstable_notFound } from 'waku/router/server';
import { PartnerMessageForm } from '#ui/components/PartnerForms';
import { contentPage } from '../lib/content';
import { ContentRoute } from './_components/content-page';

/** The onboarding site's contact form (the main site sends `/contact-form` there). */
export default async function ContactFormPage() {
  const page = contentPage('/contact-form');
  if (!page) unstable_notFound();
  return (
    <ContentRoute page={page} breadcrumbs={false}>
      <PartnerMessageForm />
    </ContentRoute>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
