import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const prompt = style({
  position: 'fixed',
  insetInline: vars.space.m,
  bottom: vars.space.m,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
  maxWidth: '40rem',
  marginInline: 'auto',
  padding: vars.space.m,
  borderRadius: vars.radius.l,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.overlay,
});

export const text = style({ flex: '1 1 16rem', margin: 0 });

export const actions = style({ display: 'flex', gap: vars.space.s });
