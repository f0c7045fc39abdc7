import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, mediaDown, vars } from '../../theme';
import { linkCheck } from '../../theme/link-check.css';
import { visuallyHidden } from '../../theme/utilities.css';

export const root = style({ minWidth: 0 });

/** The fold's handle on phones; from 1024 px the filters are always shown and it is hidden. */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space.m}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  '@media': { [media.lg]: { display: 'none' } },
});

globalStyle(`${root}::details-content`, { '@media': { [media.lg]: { contentVisibility: 'visible', display: 'block' } } });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, marginTop: vars.space.s, '@media': { [media.lg]: { marginTop: 0 } } });

export const header = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.s });

/** Said by the fold's handle on phones, so shown only where the handle is not. */
export const heading = style({ margin: 0, fontSize: vars.fontSize.l, '@media': { [mediaDown('lg')]: { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } } });

export const clear = style({ color: vars.color.brand, fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.medium });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.bold });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

/** A choice as a pill: a check box drawn inside, its name and count; 40 px tall for a finger. */
export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: '40px',
    padding: `0 ${vars.space.m} 0 ${vars.space.s}`,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontSize: vars.fontSize.s,
    textDecoration: 'none',
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  },
  variants: {
    state: {
      normal: { selectors: { '&:hover': { background: vars.color.surfaceSunken } } },
      selected: { background: vars.color.brandSubtle, borderColor: vars.color.brand, fontWeight: vars.fontWeight.medium },
      disabled: { color: vars.color.textMuted, borderColor: vars.color.border, cursor: 'default' },
    },
  },
});

export const check = linkCheck;

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const hidden = style([visuallyHidden]);
