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
        {/*
          Vite's loader of lazy modules looks this up with querySelector before every lazy import, for a
          nonce to give the files it preloads. Absent, each look-up walked the whole document (2,400
          elements on a listing) while the page hydrated; found near the top, it stops there. It carries
          no nonce, as before when none was found (a cached page has no nonce of its own to give).
        */}
        <meta property="csp-nonce" />
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
