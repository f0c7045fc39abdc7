import type { ReactNode } from 'react';
import { themeClass } from '#ui/theme';
// The self-hosted variable font (latin-ext covers ă â î ș ț): identical rendering everywhere.
import '@fontsource-variable/inter/wght.css';
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
