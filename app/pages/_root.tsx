import type { ReactNode } from 'react';
import { themeClass } from '#ui/theme';
import '#ui/theme/fonts';
import '#ui/theme/global.css';

export default async function RootElement({ children }: { children: ReactNode }) {
  return (
    <html lang="ro">
      <head />
      <body className={themeClass}>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
