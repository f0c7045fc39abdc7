import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { media, mediaDown } from '../../theme/tokens';
import { visuallyHidden } from '../../theme/utilities.css';

/** Sticky from the start (the same as becoming sticky past its height); hiding slides it up, which shifts no layout. */
export const sticky = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  transition: `transform ${vars.duration.normal} ease, box-shadow ${vars.duration.normal}`,
  selectors: {
    '&[data-sticky]': { boxShadow: vars.shadow.raised },
    '&[data-hidden]': { transform: 'translateY(-100%)', boxShadow: 'none' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const root = style({ background: vars.color.brand, color: vars.color.onBrand });

/** Invisible until focused (the first Tab on every page), then shown over the header's corner. */
/** Phones: hamburger, brand and buttons over a full-width search; wide screens: one row. */
export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.s} ${vars.space.m}`,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateAreas: '"menu brand actions" "search search search"',
  alignItems: 'center',
  gap: `${vars.space.s} ${vars.space.s}`,
  '@media': {
    [media.lg]: { gridTemplateColumns: 'auto minmax(280px, 1fr) auto auto', gridTemplateAreas: '"brand search links actions"', gap: vars.space.m },
  },
});

export const menuSlot = style({ gridArea: 'menu', display: 'flex', '@media': { [media.lg]: { display: 'none' } } });

export const searchSlot = style({ gridArea: 'search', display: 'flex', minWidth: 0 });

export const linksSlot = style({ gridArea: 'links', display: 'none', '@media': { [media.lg]: { display: 'block' } } });

export const actionsSlot = style({ gridArea: 'actions', justifySelf: 'end' });

export const brand = style({
  gridArea: 'brand',
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: 'inherit',
  textDecoration: 'none',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
});

export const logo = style({ width: '32px', height: '32px' });

/**
 * The promotions' links: one line while they fit, wrapping (never a link broken) when they do not,
 * so at 200 % text the row keeps within the screen and the account button stays on it.
 */
export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.m}`, listStyle: 'none', margin: 0, padding: 0, whiteSpace: 'nowrap' });

export const navLink = style({
  color: 'inherit',
  textDecoration: 'none',
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const hidden = style([visuallyHidden]);

const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: 44,
  minHeight: 44,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.s,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgb(255 255 255 / 0.12)' },
    '&:focus-visible, &[data-focus-visible]': { outline: `3px solid ${vars.color.onBrand}`, outlineOffset: -3 },
  },
});

export const menuButton = iconButton;

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const action = iconButton;

/** Under the icon on wide screens; on phones only screen readers read it. */
export const actionLabel = style({
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
  maxWidth: 96,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': {
    [mediaDown('lg')]: { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  },
});

export const badge = style({
  position: 'absolute',
  top: 2,
  right: 2,
  minWidth: 18,
  height: 18,
  padding: '0 4px',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: '0.6875rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: '18px',
  textAlign: 'center',
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSubtle,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  objectFit: 'cover',
});

export const userMenu = style({ minWidth: 220, borderRadius: vars.radius.m, background: vars.color.surfaceRaised, boxShadow: vars.shadow.overlay, color: vars.color.text });

export const userMenuList = style({ padding: vars.space.xs, outline: 'none' });

export const userMenuItem = style({
  display: 'block',
  padding: `${vars.space.s} ${vars.space.s}`,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.s,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.brandSubtle } },
});

/** The mega-menu's bar, under the top row, on wide screens. */
export const menuRow = style({
  display: 'none',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.m} ${vars.space.xs}`,
  '@media': { [media.lg]: { display: 'block' } },
});
