/**
 * Our icon set, drawn on a 24×24 grid. Each icon is one or more parts: outlines are stroked with
 * 2 px round lines, `fill` parts are solid. Both use currentColor, so icons take the text colour.
 */
export const iconNames = [
  'heart',
  'heart-filled',
  'compare',
  'chevron-left',
  'chevron-right',
  'chevron-down',
  'close',
  'search',
  'user',
  'menu',
  'star',
  'star-half',
  'star-empty',
  'truck',
  'copy',
  'check',
  'bell',
  'cart',
  'info',
  'eye',
  'eye-off',
  'grid',
  'rows',
  'external',
] as const;

export type IconName = (typeof iconNames)[number];

export interface IconPart {
  d: string;
  /** Solid instead of outlined. */
  fill?: boolean;
}

const heart = 'M12 20s-7-4.4-9-9.2C1.7 7.6 3.8 4.5 7 4.5c2 0 3.3 1.1 5 3 1.7-1.9 3-3 5-3 3.2 0 5.3 3.1 4 6.3C19 15.6 12 20 12 20z';
const star = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

export const iconParts: Record<IconName, readonly IconPart[]> = {
  heart: [{ d: heart }],
  'heart-filled': [{ d: heart, fill: true }],
  // Two arrows passing each other: swap and weigh one offer against another.
  compare: [{ d: 'M4 8h14M15 5l3 3-3 3M20 16H6M9 13l-3 3 3 3' }],
  'chevron-left': [{ d: 'M15 5l-7 7 7 7' }],
  'chevron-right': [{ d: 'M9 5l7 7-7 7' }],
  'chevron-down': [{ d: 'M5 9l7 7 7-7' }],
  close: [{ d: 'M6 6l12 12M18 6L6 18' }],
  search: [{ d: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM16 16l4.5 4.5' }],
  user: [{ d: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c1.5-3.5 4.4-5 8-5s6.5 1.5 8 5' }],
  menu: [{ d: 'M4 7h16M4 12h16M4 17h16' }],
  star: [{ d: star, fill: true }],
  // The left half solid, the whole outline drawn, so half a star still reads as a star.
  'star-half': [{ d: 'M12 3.5v13.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z', fill: true }, { d: star }],
  'star-empty': [{ d: star }],
  truck: [{ d: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z' }],
  copy: [{ d: 'M9 9h11v11H9zM5 15H4V4h11v1' }],
  check: [{ d: 'M5 12.5l4.5 4.5L19 7.5' }],
  bell: [{ d: 'M6 16v-5a6 6 0 1 1 12 0v5l2 2H4zM10 20.5a2 2 0 0 0 4 0' }],
  cart: [{ d: 'M3 4h2.5l2.2 11h10.6L20.5 7H6.6M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM17 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z' }],
  info: [{ d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6' }, { d: 'M12 6.5a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5z', fill: true }],
  eye: [{ d: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z' }],
  'eye-off': [{ d: 'M2 12s3.6-7 10-7c2 0 3.7.7 5.1 1.6M22 12s-3.6 7-10 7c-2 0-3.7-.7-5.1-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M4 4l16 16' }],
  // Four tiles, and two rows of a square and a line: the two ways a listing shows its products.
  grid: [{ d: 'M4 4h6.5v6.5H4zM13.5 4H20v6.5h-6.5zM4 13.5h6.5V20H4zM13.5 13.5H20V20h-6.5z' }],
  rows: [{ d: 'M4 5h4v4H4zM11 7h9M4 15h4v4H4zM11 17h9' }],
  // A box with an arrow leaving it: the link opens another site, in a new tab.
  external: [{ d: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5' }],
};
