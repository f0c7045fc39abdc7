import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const root = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.surface, color: vars.color.text, fontFamily: vars.font.body });

export const header = style({ background: vars.color.surfaceRaised, borderBottom: `1px solid ${vars.color.border}` });

export const inner = style({
  maxWidth: 1120,
  margin: '0 auto',
  padding: `${vars.space.s} ${vars.space.m}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
});

export const brand = style({ color: vars.color.brand, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, textDecoration: 'none' });

export const brandNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.medium });

export const nav = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.m, listStyle: 'none', margin: 0, padding: 0 });

export const navLink = style({ color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });

export const cta = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.m}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const main = style({
  flexGrow: 1,
  width: '100%',
  maxWidth: 1120,
  margin: '0 auto',
  padding: `${vars.space.l} ${vars.space.m}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  '@media': { [media.md]: { padding: `${vars.space.xl} ${vars.space.m}` } },
});

export const footer = style({ borderTop: `1px solid ${vars.color.border}`, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const footerLink = style({ color: vars.color.textMuted });
