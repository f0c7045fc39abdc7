import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.m,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
  selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/** The picture keeps its own proportions (width, height and aspect-ratio), whatever the column's width. */
export const image = style({ display: 'block', width: '100%', height: 'auto', background: vars.color.surfaceSunken });

export const noImage = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

export const body = style({ padding: `${vars.space.s} ${vars.space.s} ${vars.space.m}` });

export const name = style({ margin: 0, fontSize: vars.fontSize.m, lineHeight: vars.lineHeight.snug });

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  // The focus ring is the card's (focus-within): the whole card is the target.
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const meta = style({ margin: `${vars.space.xxs} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.s });
