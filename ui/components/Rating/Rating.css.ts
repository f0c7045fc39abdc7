import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

export const root = style({
  position: 'relative',
  zIndex: 2,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textDecoration: 'none',
  selectors: {
    'a&:hover': { color: vars.color.text, textDecoration: 'underline' },
    'a&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: vars.radius.s },
  },
});

export const stars = style({ display: 'inline-flex' });

/** Gold that keeps 3:1 against the card (WCAG 1.4.11); empty stars in the muted text colour. */
export const star = recipe({
  variants: { fill: { full: { color: '#b07800' }, half: { color: '#b07800' }, empty: { color: vars.color.borderStrong } } },
});

export const count = style({});
