import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, fontWeight: vars.fontWeight.medium });

export const stars = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, flexWrap: 'wrap' });

/** One star: a 44 px target around a real radio input (the arrows move through the group natively). */
export const star = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.s,
  cursor: 'pointer',
  // Empty until it or a later star is chosen (or hovered): the chosen rating fills from the left.
  color: vars.color.borderStrong,
  selectors: {
    '&:has(input:checked), &:has(~ & input:checked)': { color: '#b07800' },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&:hover, &:has(~ &:hover)': { color: '#8a5e00' },
  },
});

export const input = style({ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' });

export const icon = style({ width: 32, height: 32, fill: 'currentColor', pointerEvents: 'none' });

/** The chosen rating in words, beside the stars. */
export const chosen = style({ marginInlineStart: vars.space.s, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.s });
