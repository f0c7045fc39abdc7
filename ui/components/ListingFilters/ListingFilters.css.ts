import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme';
import { linkCheck } from '../../theme/link-check.css';
import { visuallyHidden } from '../../theme/utilities.css';

export const root = style({ minWidth: 0 });

/** On phones the panel folds behind this; on large screens the panel is always shown. */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.m}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
  '@media': { [media.lg]: { display: 'none' } },
});

globalStyle(`${root}::details-content`, { '@media': { [media.lg]: { contentVisibility: 'visible', display: 'block' } } });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, marginTop: vars.space.s, '@media': { [media.lg]: { marginTop: 0 } } });

export const group = style({ borderBottom: `1px solid ${vars.color.border}`, paddingBottom: vars.space.s });

export const groupTitle = style({
  padding: `${vars.space.xs} 0`,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const groupBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, paddingTop: vars.space.xs });

export const categories = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.fontSize.s });

export const categoryLink = style({ color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });

export const currentCategory = style({ fontWeight: vars.fontWeight.bold });

export const choices = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.fontSize.s });

export const choice = recipe({
  base: { display: 'flex', alignItems: 'center', gap: vars.space.xs, padding: `${vars.space.xxs} 0`, color: vars.color.text, textDecoration: 'none' },
  variants: {
    state: {
      normal: { selectors: { '&:hover': { textDecoration: 'underline' } } },
      highlighted: { fontWeight: vars.fontWeight.bold },
      selected: { fontWeight: vars.fontWeight.medium },
      disabled: { color: vars.color.textMuted, cursor: 'default' },
    },
  },
});

export const check = linkCheck;

export const swatch = style({ flexShrink: 0, width: 14, height: 14, borderRadius: vars.radius.pill, border: `1px solid ${vars.color.borderStrong}` });

export const choiceName = style({ flexGrow: 1, minWidth: 0 });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular });

export const more = style({ fontSize: vars.fontSize.s });

export const moreSummary = style({ color: vars.color.brand, fontWeight: vars.fontWeight.medium, cursor: 'pointer', padding: `${vars.space.xxs} 0` });

export const rangeForm = style({ margin: 0 });

export const fieldset = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.xs, margin: 0, padding: 0, border: 'none' });

export const rangeField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: '1 1 70px', minWidth: 0 });

export const rangeLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const input = style({
  width: '100%',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  background: vars.color.surfaceRaised,
  font: 'inherit',
  fontSize: vars.fontSize.s,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 } },
});

export const unit = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, paddingBottom: vars.space.xs });

export const apply = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: 'none',
  borderRadius: vars.radius.s,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandStrong }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const hidden = style([visuallyHidden]);
