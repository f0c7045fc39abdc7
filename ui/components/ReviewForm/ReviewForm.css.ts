import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import * as forms from '../../theme/forms.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l, minWidth: 0 });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const input = forms.plainInput;

export const textArea = style([forms.plainTextArea, { minHeight: 140 }]);

export const listArea = style([forms.plainTextArea, { minHeight: 88 }]);

export const lists = style({ display: 'grid', gap: vars.space.m, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { '(min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } } });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.s });

export const formError = style({ margin: 0, padding: vars.space.s, borderRadius: vars.radius.s, background: vars.color.accentSubtle, color: vars.color.danger });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, alignItems: 'center' });

export const linesGroup = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0, margin: 0, padding: 0, border: 'none' });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignSelf: 'stretch', margin: 0, padding: 0, listStyle: 'none' });

export const line = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.xs, alignItems: 'center' });

export const lineButton = forms.plainButton;
