import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const intro = style({ margin: `0 0 ${vars.space.m}`, color: vars.color.textMuted });
