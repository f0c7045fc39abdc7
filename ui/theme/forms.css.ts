import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media } from './tokens';

/* The look of form controls, shared by every form (login, AI search, the onboarding forms). */


export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const input = style({
  height: 44,
  padding: `0 ${vars.space.s}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[data-focused]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.s });

export const formError = style({ margin: 0, padding: vars.space.s, borderRadius: vars.radius.s, background: vars.color.accentSubtle, color: vars.color.danger });

export const checkbox = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.s, cursor: 'pointer' });

export const box = style({
  width: 20,
  height: 20,
  flexShrink: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.brand, borderColor: vars.color.brand, boxShadow: `inset 0 0 0 3px ${vars.color.surfaceRaised}` },
    [`${checkbox}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    // Left unticked where it must not be: the same red as an invalid field's border.
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
  '@media': { [media.forcedColors]: { selectors: { [`${checkbox}[data-selected] &`]: { forcedColorAdjust: 'none', background: 'Highlight', borderColor: 'CanvasText' } } } },
});

export const textArea = style([input, { height: 'auto', minHeight: 96, padding: vars.space.s, resize: 'vertical' }]);

export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, border: 'none' });

export const radio = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.s, minHeight: 32, cursor: 'pointer' });

export const radioDot = style({
  width: 20,
  height: 20,
  flexShrink: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 4px ${vars.color.surfaceRaised}`, background: vars.color.brand },
    [`${radio}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  '@media': { [media.forcedColors]: { selectors: { [`${radio}[data-selected] &`]: { forcedColorAdjust: 'none', background: 'Highlight', borderColor: 'CanvasText' } } } },
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });

/**
 * Plain controls (forms that work without JavaScript, no react-aria): the focus ring and the error
 * border come from the element's own states instead of react-aria's data attributes.
 */
const plainStates = {
  '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
  '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
} as const;

export const plainInput = style([input, { width: '100%', minWidth: 0, boxSizing: 'border-box', selectors: plainStates }]);

export const plainTextArea = style([textArea, { width: '100%', minWidth: 0, boxSizing: 'border-box', selectors: plainStates }]);

/** A quiet bordered button beside a field (add a line, take out a photo). */
export const plainButton = style({
  minHeight: 44,
  padding: `0 ${vars.space.s}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.s,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 } },
});
