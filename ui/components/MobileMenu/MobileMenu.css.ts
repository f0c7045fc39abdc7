import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const note = style({ margin: 0, color: vars.color.textMuted });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const chip = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSubtle,
  color: vars.color.brand,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
});

export const groups = style({ borderTop: `1px solid ${vars.color.border}` });

export const group = style({ borderBottom: `1px solid ${vars.color.border}` });

export const groupHeading = style({ margin: 0, fontSize: vars.fontSize.m });

export const groupTrigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: 48,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 } },
});

export const chevron = style({ selectors: { [`${group}[data-expanded] &`]: { transform: 'rotate(180deg)' } } });

export const panel = style({ paddingBottom: vars.space.s });

export const links = style({ listStyle: 'none', margin: 0, padding: `0 ${vars.space.xs}`, display: 'grid' });

export const link = style({
  display: 'block',
  padding: `${vars.space.s} 0`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const allLink = style([link, { color: vars.color.brand, fontWeight: vars.fontWeight.bold }]);

export const extraLinks = style({ listStyle: 'none', margin: 0, padding: `0 ${vars.space.xs}` });
