import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const title = style({ margin: 0, fontSize: vars.fontSize.l });
