import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

export const root = recipe({
  base: {
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.s,
    rowGap: vars.space.xxs,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      card: { fontSize: vars.fontSize.m },
      detail: { fontSize: vars.fontSize.xxl },
    },
  },
});

export const current = recipe({
  base: { fontWeight: vars.fontWeight.bold, color: vars.color.text, whiteSpace: 'nowrap' },
  variants: { discounted: { true: { color: vars.color.discount } } },
});

export const before = style({
  color: vars.color.textMuted,
  fontSize: '0.8em',
  whiteSpace: 'nowrap',
});

export const discount = style({
  background: vars.color.discount,
  color: vars.color.onDiscount,
  borderRadius: vars.radius.s,
  padding: `0 ${vars.space.xs}`,
  fontSize: '0.75em',
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const secondary = style({ color: vars.color.textMuted, fontSize: '0.8em', flexBasis: '100%' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
