import { Breadcrumbs } from '#ui/components/Breadcrumbs';
import { type ContentPage, ContentArticle } from '#ui/components/ContentArticle';
import type { ReactNode } from 'react';
import { PageHead } from './page-head';

/** A written page: head, breadcrumbs (main site only), the article, and what the page adds (a form). */
export function ContentRoute({ page, breadcrumbs = true, children }: { page: ContentPage; breadcrumbs?: boolean; children?: ReactNode }) {
  return (
    <>
      <PageHead title={`${page.title} | Cuib`} description={page.description} canonical={page.path} />
      {breadcrumbs && <Breadcrumbs items={[{ name: page.heading, url: page.path }]} />}
      <ContentArticle page={page} />
      {children}
    </>
  );
}
