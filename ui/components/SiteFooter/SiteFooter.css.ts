import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const root = style({
  marginTop: vars.space.xl,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

export const inner = style({ maxWidth: vars.layout.maxWidth, margin: '0 auto', padding: `${vars.space.l} ${vars.space.m}` });

export const claim = style({ margin: 0, maxWidth: '60ch' });

export const copyright = style({ margin: `${vars.space.s} 0 0` });

export const groups = style({
  display: 'grid',
  gap: vars.space.xs,
  marginBottom: vars.space.m,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.l } },
});

export const group = style({ borderBottom: `1px solid ${vars.color.border}`, '@media': { [media.md]: { borderBottom: 'none' } } });

// On wide screens every panel is open: the accordion is for phones.
globalStyle(`${group}::details-content`, { '@media': { [media.md]: { contentVisibility: 'visible', display: 'block' } } });

export const groupTitle = style({
  padding: `${vars.space.s} 0`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
  '@media': { [media.md]: { listStyle: 'none', cursor: 'default', pointerEvents: 'none' } },
});

export const links = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: `0 0 ${vars.space.s}`, listStyle: 'none' });

export const link = style({ color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });

export const country = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, marginBottom: vars.space.m });

export const countryLabel = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const countrySelect = style({
  padding: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const countryButton = style([
  countrySelect,
  { paddingInline: vars.space.s, fontWeight: vars.fontWeight.medium, cursor: 'pointer', selectors: { '&:hover': { borderColor: vars.color.text } } },
]);
