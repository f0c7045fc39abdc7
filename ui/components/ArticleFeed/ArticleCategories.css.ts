import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

// Room for the focus ring inside the scrolling row, without reaching past the page's edge.
export const root = style({ overflowX: 'auto', padding: 6 });

/** One scrolling row of chips on a phone; they wrap on wider screens. */
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.md]: { flexWrap: 'wrap' } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.m}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand, fontWeight: vars.fontWeight.bold },
  },
});

export const count = style({ fontSize: vars.fontSize.xs, opacity: 0.8 });
