import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l, paddingBlock: vars.space.m });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const page = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const intro = style({ margin: 0, maxWidth: 720, color: vars.color.textMuted });
