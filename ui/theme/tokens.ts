/** Constants of SPEC §9 that styles and scripts share, defined once. Plain TS: usable anywhere. */

export const breakpointNames = ['sm', 'md', 'lg', 'xl', '2xl'] as const;
export type Breakpoint = (typeof breakpointNames)[number];
/** Viewport widths in px where the layout changes (SPEC §9). */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const satisfies Record<Breakpoint, number>;

/** `screen and (min-width: 768px)`: the breakpoint and wider (mobile first). */
export function mediaUp(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[breakpoint]}px)`;
}

/** `screen and (max-width: 767.98px)`: narrower than the breakpoint. */
export function mediaDown(breakpoint: Breakpoint): string {
  return `screen and (max-width: ${breakpoints[breakpoint] - 0.02}px)`;
}

/** Media queries for vanilla-extract's `'@media'`, mobile first: `media.md` is 768 px and wider. */
export const media = {
  sm: mediaUp('sm'),
  md: mediaUp('md'),
  lg: mediaUp('lg'),
  xl: mediaUp('xl'),
  '2xl': mediaUp('2xl'),
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** Windows contrast themes and the like: backgrounds and shadows are dropped, system colours rule. */
  forcedColors: '(forced-colors: active)',
} as const;

export const iconSizeNames = ['xs', 'xss', 's', 'm', 'l', 'xl'] as const;
export type IconSizeName = (typeof iconSizeNames)[number];
/** Icon edge lengths in px (SPEC §9). */
export const iconSizes = { xs: 16, xss: 20, s: 24, m: 32, l: 48, xl: 64 } as const satisfies Record<IconSizeName, number>;
