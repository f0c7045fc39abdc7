import type { ReactNode } from 'react';
import { ReviewsModalHost } from '#ui/components/ReviewsModal';
import { SiteShell } from '#ui/components/SiteShell';

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <meta name="theme-color" content="#1f4d3a" />
      <SiteShell>{children}</SiteShell>
      <ReviewsModalHost />
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
