import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { visuallyHidden } from '../../theme/utilities.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const toolbar = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.s });

export const note = style({ margin: 0, color: vars.color.textMuted });

export const empty = style({ padding: vars.space.l, borderRadius: vars.radius.l, background: vars.color.surfaceRaised, boxShadow: vars.shadow.card });

export const scroller = style({
  overflowX: 'auto',
  borderRadius: vars.radius.l,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const table = style({ borderCollapse: 'collapse', minWidth: '100%' });

export const caption = style([visuallyHidden]);

export const product = style({ position: 'relative', minWidth: 180, maxWidth: 240, padding: vars.space.m, verticalAlign: 'top', textAlign: 'left', fontWeight: vars.fontWeight.regular });

export const image = style({ display: 'block', width: 140, height: 140, objectFit: 'contain', marginBottom: vars.space.s });

export const noImage = style({ display: 'grid', placeItems: 'center', width: 140, height: 140, marginBottom: vars.space.s, background: vars.color.surfaceSunken, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const name = style({ display: 'block', color: vars.color.text, fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.medium, lineHeight: vars.lineHeight.snug });

export const remove = style({ position: 'absolute', top: vars.space.s, right: vars.space.s });

export const rowName = style({
  position: 'sticky',
  left: 0,
  padding: vars.space.s,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

export const cell = style({ padding: vars.space.s, borderTop: `1px solid ${vars.color.border}`, verticalAlign: 'top', fontSize: vars.fontSize.s });

/** The saved comparison's link, once saved. */
export const saved = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.s, overflowWrap: 'anywhere' });
