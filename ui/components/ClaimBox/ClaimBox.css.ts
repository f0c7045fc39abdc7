import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.s, padding: vars.space.m, borderRadius: vars.radius.m, background: vars.color.brandSubtle });

export const icon = style({ flexShrink: 0, color: vars.color.brand });

export const text = style({ margin: 0, fontSize: vars.fontSize.s });

export const link = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold });
