import type { ReactNode } from 'react';
import { AuthPanel } from '#ui/components/AuthPanel';
import { PageHead } from './page-head';

/** An account page (sign-in, registration, passwords, confirmations): never indexed, one card. */
export function AccountPage({ path, title, description, lead, children }: { path: string; title: string; description: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHead title={`${title} | Cuib`} description={description} canonical={path} robots="noindex, nofollow" />
      <AuthPanel title={title} lead={lead}>
        {children}
      </AuthPanel>
    </>
  );
}
