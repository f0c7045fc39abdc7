import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import * as forms from '../../theme/forms.css';
import { visuallyHidden } from '../../theme/utilities.css';

export const root = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

/** The file input itself: kept for the form and the keyboard, drawn as the button beside it. */
export const input = style([visuallyHidden]);

export const picker = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
  padding: vars.space.s,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  background: vars.color.surfaceRaised,
});

export const pick = style([
  forms.plainButton,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 36,
    cursor: 'pointer',
    selectors: {
      // The input is the one focused: its button shows it.
      [`${input}:focus-visible + ${picker} &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  },
]);

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const problems = style({ margin: 0, paddingInlineStart: vars.space.m, color: vars.color.danger, fontSize: vars.fontSize.s });

export const previews = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, margin: 0, padding: 0, listStyle: 'none' });

export const preview = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xxs, width: 96 });

export const thumb = style({ width: 96, height: 96, objectFit: 'cover', borderRadius: vars.radius.s, background: vars.color.surfaceSunken });

export const remove = style([forms.plainButton, { minHeight: 32 }]);
