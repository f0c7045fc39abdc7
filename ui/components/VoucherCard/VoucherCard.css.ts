import { style, styleVariants } from '@vanilla-extract/css';
import { visuallyHidden } from '../../theme/utilities.css';
import { vars } from '../../theme';

const rootBase = style({
    position: 'relative',
    zIndex: 2,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: vars.space.xs,
    border: `1px dashed ${vars.color.accent}`,
    borderRadius: vars.radius.s,
    background: vars.color.accentSubtle,
});

/** By tag size (SPEC §9): 18 on cards, rows and offers, 26 on the detail page. */
export const root = styleVariants({ 18: { fontSize: vars.fontSize.xs }, 26: { fontSize: vars.fontSize.s, padding: vars.space.s } }, (size) => [rootBase, size]);

export const offer = style({ margin: 0, color: vars.color.text });

export const value = style({ fontWeight: vars.fontWeight.bold, color: vars.color.accentStrong });

export const code = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'copy',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
  // Only a real pointer hovers: a tap leaves no lasting hover colour.
  '@media': { '(hover: hover)': { selectors: { '&:hover': { borderColor: vars.color.accent } } } },
});

export const codeText = style({ fontFamily: 'ui-monospace, monospace', fontWeight: vars.fontWeight.bold, letterSpacing: '0.04em' });

/** The hint is read with the code (the icon says it on screen); „Copiat” is shown beside it and announced. */
export const hint = style([visuallyHidden]);

export const copied = style({ color: vars.color.success, fontWeight: vars.fontWeight.medium });
