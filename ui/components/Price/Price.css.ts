import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.s,
    rowGap: vars.space.xxs,
    lineHeight: vars.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      card: { fontSize: vars.fontSize.m },
      detail: { fontSize: vars.fontSize.xxl, columnGap: vars.space.m, rowGap: vars.space.xs },
    },
  },
});

export const current = recipe({
  base: { fontWeight: vars.fontWeight.bold, color: vars.color.text, whiteSpace: 'nowrap', letterSpacing: '-0.01em' },
  variants: { discounted: { true: { color: vars.color.discount } } },
});

export const before = style({
  color: vars.color.textMuted,
  fontSize: '0.75em',
  fontWeight: vars.fontWeight.regular,
  whiteSpace: 'nowrap',
  textDecorationThickness: '1px',
});

export const discountTag = style({
  alignSelf: 'center',
  background: vars.color.discount,
  color: vars.color.onDiscount,
  borderRadius: vars.radius.s,
  padding: '0.2em 0.4em',
  fontSize: '0.7em',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  // Tabular figures would pad the minus to a digit's width: `- 23%`.
  fontVariantNumeric: 'normal',
  whiteSpace: 'nowrap',
});

export const secondary = style({
  flexBasis: '100%',
  color: vars.color.textMuted,
  fontSize: '0.75em',
  fontWeight: vars.fontWeight.regular,
});

/** The Omnibus line: small and quiet whatever the price's size, so it informs without competing. */
export const lowest = recipe({
  base: { flexBasis: '100%', color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, letterSpacing: 0, lineHeight: vars.lineHeight.snug },
  variants: { size: { card: { fontSize: vars.fontSize.xs }, detail: { fontSize: vars.fontSize.s } } },
});
