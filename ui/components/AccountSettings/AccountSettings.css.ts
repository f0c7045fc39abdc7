import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const root = style({ display: 'grid', gap: vars.space.m });

export const heading = style({ margin: 0, fontSize: vars.fontSize.l });

export const part = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.s,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
  '@media': { [media.md]: { padding: vars.space.l } },
});

export const partHeading = style({ margin: 0, fontSize: vars.fontSize.m });

export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: '60ch' });

/** The password form keeps a readable width on wide screens. */
export const form = style({ width: '100%', maxWidth: 420 });

export const submit = style({ alignSelf: 'flex-start' });

export const done = style({
  selectors: { '&:not(:empty)': { padding: vars.space.s, borderRadius: vars.radius.s, background: vars.color.brandSubtle, color: vars.color.brandStrong } },
});

export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `${vars.space.s} ${vars.space.l}`,
  boxSizing: 'border-box',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.brand,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, background: vars.color.brandSubtle },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const warning = style({ margin: 0, padding: vars.space.s, borderRadius: vars.radius.s, background: vars.color.accentSubtle, color: vars.color.text });

export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.s });

/** Around a form, only to hear its fields' edits. */
export const formEvents = style({ display: 'contents' });
