import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';
import { visuallyHidden } from '../../theme/utilities.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

/**
 * Columns, not rows: pictures of different proportions stack without gaps (a masonry). Two on a
 * phone, three from 768 px, four from 1024 px.
 */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  columnCount: 2,
  columnGap: vars.space.s,
  '@media': {
    [media.md]: { columnCount: 3, columnGap: vars.space.m },
    [media.lg]: { columnCount: 4 },
  },
});

export const item = style({
  breakInside: 'avoid',
  marginBottom: vars.space.s,
  // A focus ring drawn outside the card must not be cut by the column.
  paddingTop: '4px',
  '@media': { [media.md]: { marginBottom: vars.space.m } },
});

export const status = style([visuallyHidden]);

export const error = style({ margin: 0, color: vars.color.danger });

export const empty = style({ color: vars.color.textMuted });

export const more = style({
  alignSelf: 'center',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.l}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-busy]': { cursor: 'progress', color: vars.color.textMuted },
  },
});
