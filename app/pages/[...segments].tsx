import type { PageProps } from 'waku/router';
import { unstable_notFound } from 'waku/router/server';
import { contentPage } from '../lib/content';
import { isOnboardingHost } from '../lib/onboarding';
import { ContentRoute } from './_components/content-page';

/**
 * Written pages without a route of their own: the info, terms, commercial and partner pages of the
 * main site (`/despre/*`, `/termeni/*`, `/commercial/*`, `/eco`, `/cuib-pixel` …) and, on the
 * onboarding site, `/wiki/{slug}` and `/{req}`. Anything else is a real 404.
 */
export default async function WrittenPage({ segments }: PageProps<'/[...segments]'>) {
  const page = contentPage(`/${segments.join('/')}`);
  if (!page) unstable_notFound();
  return <ContentRoute page={page} breadcrumbs={!isOnboardingHost()} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
