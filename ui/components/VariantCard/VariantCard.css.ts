import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  transition: `box-shadow ${vars.duration.fast}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
});

export const media = style({ aspectRatio: '1 / 1', background: vars.color.surfaceSunken });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const noImage = style({
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.s,
  flexGrow: 1,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.snug,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** The whole card is clickable through the name link's stretched hit area. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px', borderRadius: vars.radius.m },
  },
});

export const shop = style({ margin: 0, marginTop: 'auto', color: vars.color.textMuted, fontSize: vars.fontSize.xs });
