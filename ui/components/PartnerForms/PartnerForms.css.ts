import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  maxWidth: 560,
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
});

export const sent = style({ maxWidth: 560, padding: vars.space.l, borderRadius: vars.radius.l, background: vars.color.brandSubtle });

export const sentTitle = style({ margin: `0 0 ${vars.space.s}`, fontSize: vars.fontSize.l, outline: 'none' });

export const intro = style({ margin: 0, color: vars.color.textMuted });
