/** Constants of SPEC §9 that styles and scripts share, defined once. */

export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Media queries from the breakpoints, mobile first: `media.md` is 768 px and wider. */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  '2xl': `screen and (min-width: ${breakpoints['2xl']}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export const iconSizeNames = ['xs', 'xss', 's', 'm', 'l', 'xl'] as const;
export type IconSizeName = (typeof iconSizeNames)[number];
export const iconSizes: Record<IconSizeName, number> = { xs: 16, xss: 20, s: 24, m: 32, l: 48, xl: 64 };
