import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const note = style({ margin: `0 0 ${vars.space.m}`, color: vars.color.textMuted });

export const body = style({ display: 'grid', gap: vars.space.m });

/** A long link stays on one line and scrolls inside the field instead of widening the dialog. */
export const url = style({ width: '100%', minWidth: 0, boxSizing: 'border-box', fontSize: vars.fontSize.s });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

export const status = style({ margin: 0, minHeight: '1.5em', color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const problem = style({ margin: 0, padding: vars.space.s, borderRadius: vars.radius.s, background: vars.color.accentSubtle, color: vars.color.danger });
