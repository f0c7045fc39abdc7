import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ padding: `${vars.space.xl} 0`, textAlign: 'center' });

export const heading = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.s}` });

export const actions = style({ display: 'flex', justifyContent: 'center', gap: vars.space.m, flexWrap: 'wrap' });
