import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.overlay,
  maxHeight: '80vh',
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.overlay,
  borderTop: `1px solid ${vars.color.border}`,
});

// While the bar is up, focused elements scroll clear of it (CookieConsent sets its exact height).
globalStyle(`html:has(${root})`, { scrollPaddingBottom: '45vh' });

export const inner = style({ maxWidth: vars.layout.maxWidth, margin: '0 auto', padding: vars.space.m, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.m });

export const text = style({ flex: '1 1 420px', margin: 0, fontSize: vars.fontSize.s });

export const settings = style({ flexBasis: '100%', display: 'flex', flexDirection: 'column', gap: vars.space.s, margin: 0, padding: 0, border: 'none' });

export const legend = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs });

export const checkbox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.s,
  fontSize: vars.fontSize.s,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'default', opacity: 0.85 } },
});

export const box = style({
  flexShrink: 0,
  width: 18,
  height: 18,
  marginTop: 2,
  border: `1.5px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  selectors: {
    '[data-selected] &': { background: vars.color.brand, borderColor: vars.color.brand, boxShadow: `inset 0 0 0 3px ${vars.color.surfaceRaised}` },
    '[data-focus-visible] &': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });
