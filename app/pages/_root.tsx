import type { ReactNode } from 'react';
import { IconSprite } from '#ui/components/Icon';
import { themeClass } from '#ui/theme';
import '#ui/theme/fonts';
import '#ui/theme/global.css';
import interRomanian from '#ui/theme/fonts/inter-romanian.woff2?url';

export default async function RootElement({ children }: { children: ReactNode }) {
  return (
    <html lang="ro">
      <head>
        {/* The text font arrives with the page, so text is not drawn twice (no layout shift on swap). */}
        <link rel="preload" href={interRomanian} as="font" type="font/woff2" crossOrigin="" />
        <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
      </head>
      <body className={themeClass}>
        <IconSprite />
        {children}
      </body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
