import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'stretch',
  justifyContent: 'center',
  background: 'rgb(29 28 26 / 0.5)',
  '@media': { [media.sm]: { alignItems: 'center', padding: vars.space.l } },
});

export const modal = style({
  width: '100%',
  maxWidth: 760,
  maxHeight: '100%',
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.overlay,
  '@media': { [media.sm]: { borderRadius: vars.radius.l, maxHeight: '90vh' } },
});

export const dialog = style({ padding: vars.space.m, outline: 'none' });

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.s, marginBottom: vars.space.s });

export const title = style({ margin: 0, fontSize: vars.fontSize.l });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const loading = style({ color: vars.color.textMuted });

export const tabs = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  padding: `${vars.space.xs} ${vars.space.m}`,
  borderBottom: '3px solid transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { borderBottomColor: vars.color.brand, fontWeight: vars.fontWeight.bold },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` },
  },
});
