import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ display: 'grid', gap: vars.space.m, maxWidth: '36rem' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: 1.2 });

export const text = style({ margin: 0 });

export const outcome = style({ margin: 0, padding: vars.space.m, borderRadius: vars.radius.m, background: vars.color.brandSubtle });

export const problem = style([outcome, { background: vars.color.accentSubtle, color: vars.color.danger }]);
