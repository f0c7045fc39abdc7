import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ position: 'absolute', top: 8, right: 8, zIndex: 3, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs });

export const toggle = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.accentStrong },
    '&[data-selected]': { color: vars.color.accentStrong, background: vars.color.accentSubtle },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const note = style({
  maxWidth: 200,
  fontSize: vars.fontSize.xs,
  selectors: {
    '&:not(:empty)': {
      padding: vars.space.s,
      borderRadius: vars.radius.s,
      background: vars.color.surfaceRaised,
      boxShadow: vars.shadow.raised,
    },
  },
});

export const noteLink = style({ color: vars.color.brand, fontWeight: vars.fontWeight.medium });
