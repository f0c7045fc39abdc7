import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

/** Floats at the bottom over the page, so showing it shifts nothing. */
export const root = style({
  position: 'fixed',
  left: vars.space.s,
  right: vars.space.s,
  bottom: vars.space.s,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  padding: vars.space.m,
  borderRadius: vars.radius.l,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  '@media': { [media.md]: { left: 'auto', right: vars.space.l, bottom: vars.space.l, maxWidth: 420 } },
});

export const text = style({ flex: '1 1 220px' });

export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const body = style({ margin: `${vars.space.xxs} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const buttons = style({ display: 'flex', gap: vars.space.xs });
