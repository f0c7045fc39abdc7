import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({
  marginTop: vars.space.xl,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

export const inner = style({ maxWidth: vars.layout.maxWidth, margin: '0 auto', padding: `${vars.space.l} ${vars.space.m}` });

export const claim = style({ margin: 0, maxWidth: '60ch' });

export const copyright = style({ margin: `${vars.space.s} 0 0` });
