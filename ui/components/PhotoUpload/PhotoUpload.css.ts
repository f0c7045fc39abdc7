import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import * as forms from '../../theme/forms.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '100%',
  padding: vars.space.s,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  background: vars.color.surfaceRaised,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 } },
});

export const problems = style({ margin: 0, paddingInlineStart: vars.space.m, color: vars.color.danger, fontSize: vars.fontSize.s });

export const previews = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, margin: 0, padding: 0, listStyle: 'none' });

export const preview = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xxs, width: 96 });

export const thumb = style({ width: 96, height: 96, objectFit: 'cover', borderRadius: vars.radius.s, background: vars.color.surfaceSunken });

export const remove = style([forms.plainButton, { minHeight: 32 }]);
