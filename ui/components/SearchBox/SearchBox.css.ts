import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { visuallyHidden } from '../../theme/utilities.css';

export const form = style({
  flex: '1 1 320px',
  minWidth: 0,
  maxWidth: 560,
  selectors: {
    // Phones: the open search covers the screen; its suggestions open under the box.
    '&[data-full-screen]': {
      position: 'fixed',
      inset: 0,
      zIndex: vars.zIndex.overlay,
      maxWidth: 'none',
      padding: vars.space.s,
      background: vars.color.brand,
    },
  },
});

export const comboBox = style({ position: 'relative' });

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.s}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const searchIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const input = style({ flex: 1, minWidth: 0, height: 40, border: 'none', background: 'transparent', color: vars.color.text, font: 'inherit', outline: 'none' });

export const close = style({
  display: 'grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
});

export const popover = style({
  zIndex: vars.zIndex.modal,
  width: 'var(--trigger-width)',
  minWidth: 280,
  maxHeight: '80vh',
  overflow: 'auto',
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.overlay,
  color: vars.color.text,
});

export const list = style({ padding: vars.space.xs, outline: 'none' });

export const section = style({ padding: `${vars.space.xs} 0` });

export const sectionTitle = style({ padding: `${vars.space.xs} ${vars.space.s}`, color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold, textTransform: 'uppercase', letterSpacing: '0.04em' });

export const option = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.brandSubtle } },
});

export const mark = style({ background: 'none', color: 'inherit', fontWeight: vars.fontWeight.bold });

export const empty = style({ margin: 0, padding: vars.space.s, color: vars.color.textMuted });

export const hidden = style([visuallyHidden]);
