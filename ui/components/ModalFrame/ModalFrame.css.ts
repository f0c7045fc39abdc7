import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'stretch',
  background: 'rgb(29 28 26 / 0.5)',
});

export const overlayCentred = style({ justifyContent: 'center', '@media': { [media.sm]: { alignItems: 'center', padding: vars.space.l } } });

export const overlaySide = style({ justifyContent: 'flex-start' });

export const modal = style({
  width: '100%',
  maxHeight: '100%',
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
});

export const modalSize = styleVariants({
  s: { maxWidth: 440, '@media': { [media.sm]: { borderRadius: vars.radius.l, maxHeight: '90vh' } } },
  m: { maxWidth: 760, '@media': { [media.sm]: { borderRadius: vars.radius.l, maxHeight: '90vh' } } },
  side: { maxWidth: 420, height: '100%' },
});

export const dialog = style({ padding: vars.space.m, outline: 'none' });

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.s, marginBottom: vars.space.s });

export const title = style({ margin: 0, fontSize: vars.fontSize.l });
