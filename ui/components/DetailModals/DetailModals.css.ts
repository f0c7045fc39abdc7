import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { visuallyHidden } from '../../theme/utilities.css';

export const note = style({ margin: 0, color: vars.color.textMuted });

export const variants = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const variant = style({
  display: 'grid',
  gridTemplateColumns: '64px 1fr auto',
  alignItems: 'center',
  gap: vars.space.s,
  padding: vars.space.xs,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const noImage = style({ width: 64, height: 64, background: vars.color.surfaceSunken, borderRadius: vars.radius.s });

export const variantName = style({ display: 'block', fontWeight: vars.fontWeight.medium });

export const variantParameters = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const variantPrice = style({ fontWeight: vars.fontWeight.bold });

export const table = style({ width: '100%', marginBottom: vars.space.m, borderCollapse: 'collapse', fontSize: vars.fontSize.s });

globalStyle(`${table} th, ${table} td`, { padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });

export const caption = style({ padding: `${vars.space.xs} 0`, textAlign: 'left', fontWeight: vars.fontWeight.bold });

export const images = style({ display: 'grid', gap: vars.space.s, listStyle: 'none', margin: 0, padding: 0 });

export const image = style({ display: 'block', width: '100%', height: 'auto', maxHeight: '70vh', objectFit: 'contain', background: vars.color.surfaceSunken, borderRadius: vars.radius.m });

export const photo = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const photoBar = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.s });

export const hidden = style([visuallyHidden]);
