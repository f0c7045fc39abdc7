import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

const focus = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 };

export const activeFilters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.s });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.s}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.s,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'line-through' }, '&:focus-visible': focus },
});

export const prompt = style({
  display: 'inline-flex',
  padding: `${vars.space.xxs} ${vars.space.s}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontSize: vars.fontSize.s,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand }, '&:focus-visible': focus },
});

export const clearAll = style({ color: vars.color.brand, fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.medium });

export const sort = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.xs, fontSize: vars.fontSize.s });

export const sortLabel = style({ color: vars.color.textMuted });

export const sortList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const sortLink = recipe({
  base: { padding: `${vars.space.xxs} ${vars.space.xs}`, borderRadius: vars.radius.s, color: vars.color.text, textDecoration: 'none', selectors: { '&:focus-visible': focus } },
  variants: { current: { true: { background: vars.color.text, color: vars.color.surface, fontWeight: vars.fontWeight.medium }, false: { selectors: { '&:hover': { background: vars.color.surfaceSunken } } } } },
});

export const pager = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: vars.space.s, padding: `${vars.space.l} 0` });

export const pages = style({ display: 'flex', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const pageLink = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    minWidth: 40,
    height: 40,
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.s,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:focus-visible': focus },
  },
  variants: { current: { true: { background: vars.color.brand, color: vars.color.onBrand, fontWeight: vars.fontWeight.bold }, false: { selectors: { '&:hover': { background: vars.color.surfaceSunken } } } } },
});

export const gap = style({ display: 'grid', placeItems: 'center', minWidth: 24, color: vars.color.textMuted });

export const pageStep = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, color: vars.color.brand, fontWeight: vars.fontWeight.medium, selectors: { '&:focus-visible': focus } });

export const empty = style({ padding: vars.space.l, borderRadius: vars.radius.m, background: vars.color.surfaceRaised, textAlign: 'center' });

export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.bold });

export const view = style({ display: 'flex', alignItems: 'center', fontSize: vars.fontSize.s });

export const viewList = style({ display: 'flex', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const viewLink = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minHeight: 32,
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    borderRadius: vars.radius.s,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:focus-visible': focus },
  },
  variants: { current: { true: { background: vars.color.text, color: vars.color.surface, fontWeight: vars.fontWeight.medium }, false: { selectors: { '&:hover': { background: vars.color.surfaceSunken } } } } },
});

/** A listing updated in place: while the next state loads, the results fade a little. */
export const inPlace = style({
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
});

globalStyle(`${inPlace}[aria-busy="true"] ul[aria-label="Produse"]`, {
  opacity: 0.6,
  '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'opacity 150ms 100ms' } },
});
