import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme';
import { visuallyHidden } from '../../theme/utilities.css';

export const root = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    background: vars.color.surfaceRaised,
    borderRadius: vars.radius.m,
    boxShadow: vars.shadow.card,
    overflow: 'hidden',
    transition: `box-shadow ${vars.duration.fast}`,
    selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
  },
  variants: {
    layout: {
      grid: {},
      // A row is a row on a phone too: a picture beside the text, so a screen shows several products.
      row: { flexDirection: 'row' },
    },
    inactive: { true: { opacity: 0.85 }, false: {} },
  },
});

export const mediaBox = recipe({
  base: { position: 'relative', flexShrink: 0, aspectRatio: '1 / 1', background: vars.color.surfaceSunken },
  variants: { layout: { grid: {}, row: { width: '38%', maxWidth: 240, alignSelf: 'flex-start', '@media': { [media.md]: { width: 240 } } } } },
});

export const noImage = style({
  display: 'grid',
  // At the bottom: the like and compare buttons stand at the top right of a narrow picture.
  placeItems: 'end center',
  height: '100%',
  padding: vars.space.s,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

export const tags = style({
  position: 'absolute',
  top: 8,
  left: 8,
  // Clear of the like and compare buttons: a long tag wraps instead of running under them.
  right: 52,
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
});

export const tag = recipe({
  base: { padding: `1px ${vars.space.xs}`, borderRadius: vars.radius.s, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug },
  variants: {
    tone: {
      offer: { background: vars.color.discount, color: vars.color.onDiscount },
      rank: { background: vars.color.brand, color: vars.color.onBrand },
      label: { background: vars.color.surfaceRaised, color: vars.color.text, boxShadow: vars.shadow.card },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.s,
  flexGrow: 1,
  minWidth: 0,
});

export const shop = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.snug,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** The whole card is clickable through the name link's stretched hit area; other controls sit above it. */
export const mainLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px', borderRadius: vars.radius.m },
  },
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const parameters = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs, overflowWrap: 'anywhere' });

export const installments = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.s, fontSize: vars.fontSize.xs });

export const noReviews = style({ color: vars.color.textMuted });

export const offers = style({
  position: 'relative',
  zIndex: 2,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, marginTop: 'auto', paddingTop: vars.space.xs });

/** Shown on phones; on pointer devices it appears when the card is hovered or holds focus. */
export const shopButton = style({
  position: 'relative',
  zIndex: 2,
  flexGrow: 1,
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.accentStrong },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  '@media': {
    // A link drawn as a button: forced colours drop its fill, so it keeps a border instead.
    [media.forcedColors]: { border: '1px solid LinkText' },
    '(hover: hover) and (pointer: fine)': {
      opacity: 0,
      selectors: {
        'article:hover &, article:focus-within &': { opacity: 1 },
      },
    },
  },
});

export const newTab = style([visuallyHidden]);

/** After the name that leads to the shop: it opens another site. */
export const externalIcon = style({ marginLeft: 4, verticalAlign: '-0.125em', color: vars.color.textMuted });

/** The product's own page, in words: the card itself leads to the shop. */
export const detailLink = style({
  position: 'relative',
  zIndex: 2,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  marginLeft: 'auto',
  padding: `${vars.space.xs} 0 ${vars.space.xs} ${vars.space.xs}`,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, borderRadius: vars.radius.s },
  },
});

export const similarLink = style({
  position: 'relative',
  zIndex: 2,
  padding: `${vars.space.xs} ${vars.space.xs}`,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, borderRadius: vars.radius.s } },
});
