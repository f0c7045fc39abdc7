import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';
import { visuallyHidden } from '../../theme/utilities.css';

/** The picture's box: its proportions reserved before it loads; the spots and cards are placed in it. */
export const frame = style({ position: 'relative', width: '100%', borderRadius: vars.radius.m, background: vars.color.surfaceSunken });

export const image = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.m });

/** Covers the picture so that percentages are of its size; only the spots and cards take presses. */
export const spots = style({ position: 'absolute', inset: 0, margin: 0, padding: 0, listStyle: 'none', pointerEvents: 'none' });

/** A 44 px target centred on the product, drawn as a smaller white dot with a dark ring. */
export const spot = style({
  position: 'absolute',
  width: '44px',
  height: '44px',
  transform: 'translate(-50%, -50%)',
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  pointerEvents: 'auto',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '0' },
  },
});

export const dot = style({
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  border: `3px solid ${vars.color.text}`,
  boxShadow: `0 0 0 3px rgba(255, 255, 255, .6), ${vars.shadow.raised}`,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${spot}:hover &, ${spot}[aria-expanded="true"] &`]: { transform: 'scale(1.15)', background: vars.color.brand, borderColor: vars.color.surfaceRaised },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const card = style({
  position: 'absolute',
  zIndex: vars.zIndex.dropdown,
  width: 'min(17rem, 100%)',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.s} ${vars.space.m} ${vars.space.m}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.overlay,
  pointerEvents: 'auto',
});

export const shop = style({ margin: 0, paddingRight: '2rem', color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const name = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.s });

export const shopLink = style({
  display: 'inline-flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '40px',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.accentStrong },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const close = style({
  position: 'absolute',
  top: vars.space.xxs,
  right: vars.space.xxs,
  width: '32px',
  height: '32px',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.l,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '0' },
  },
});

export const hidden = style([visuallyHidden]);
