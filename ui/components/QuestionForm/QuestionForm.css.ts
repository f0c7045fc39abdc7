import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import * as forms from '../../theme/forms.css';

export const form = style([forms.form, { maxWidth: 560 }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.l });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const field = forms.field;

export const label = forms.label;

export const input = forms.plainInput;

export const textArea = style([forms.plainTextArea, { minHeight: 120 }]);

export const error = style([forms.error, { margin: 0 }]);

export const hint = style([forms.hint, { margin: 0 }]);

export const formError = forms.formError;

export const notice = style({
  margin: 0,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.brandSubtle,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.m });
