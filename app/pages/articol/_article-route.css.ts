import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l, paddingBlock: vars.space.m });
