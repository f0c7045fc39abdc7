import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { media } from '../../theme/tokens';

/** Only on wide screens; phones and tablets reach the same links through the mobile menu. */
export const root = style({
  display: 'none',
  position: 'relative',
  '@media': { [media.lg]: { display: 'block' } },
});

export const bar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  height: 40,
  padding: `0 ${vars.space.s}`,
  border: 'none',
  borderRadius: vars.radius.s,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: 'rgb(255 255 255 / 0.14)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.onBrand}`, outlineOffset: -3 },
  },
});

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({
  display: 'none',
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  zIndex: vars.zIndex.dropdown,
  paddingTop: vars.space.xs,
  selectors: { '&[data-open]': { display: 'block' } },
});

export const panelInner = style({
  maxHeight: '70vh',
  overflow: 'auto',
  padding: vars.space.l,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
});

export const allLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginBottom: vars.space.m,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const columns = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: `${vars.space.l} ${vars.space.m}` });

export const column = style({ minWidth: 0 });

export const columnTitle = style({
  display: 'block',
  margin: `0 0 ${vars.space.xs}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { 'a&:hover': { textDecoration: 'underline' } },
});

export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

export const link = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

/** Above the bar's buttons, so the pointer crossing them on its way to the panel does not switch it. */
export const safeArea = style({ position: 'absolute', left: 0, top: 0, width: '100%', zIndex: vars.zIndex.dropdown });

/** A popular category: its picture beside its name. */
export const pictureLink = style([
  link,
  { display: 'inline-flex', alignItems: 'center', gap: vars.space.s, color: vars.color.text, fontWeight: vars.fontWeight.medium },
]);

export const picture = style({ width: 56, height: 56, objectFit: 'cover', borderRadius: vars.radius.m, background: vars.color.surfaceSunken });

export const pictureColumn = style({ gridColumn: '1 / -1' });

export const pictureLinks = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: vars.space.s });
