import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.xxs, height: '100%', fontSize: vars.fontSize.s });

export const media = style({ position: 'relative', aspectRatio: '1 / 1', borderRadius: vars.radius.m, overflow: 'hidden', background: vars.color.surfaceSunken });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const noImage = style({ display: 'grid', placeItems: 'center', height: '100%', color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const discount = style({ position: 'absolute', top: 6, left: 6, padding: `1px ${vars.space.xs}`, borderRadius: vars.radius.s, background: vars.color.discount, color: vars.color.onDiscount, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold });

export const limited = style({ position: 'absolute', bottom: 6, left: 6, padding: `1px ${vars.space.xs}`, borderRadius: vars.radius.s, background: vars.color.surfaceRaised, color: vars.color.accentStrong, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold });

export const name = style({ margin: 0, fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.regular, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' });

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, borderRadius: vars.radius.m },
  },
});

export const price = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.xs, margin: 0 });

export const before = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const secondary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const reviews = style({ position: 'relative', zIndex: 1, display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, color: vars.color.textMuted, fontSize: vars.fontSize.xs, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } } });
