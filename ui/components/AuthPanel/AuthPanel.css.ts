import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({
  display: 'grid',
  gap: vars.space.m,
  maxWidth: '28rem',
  margin: `${vars.space.xl} auto`,
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
  '@media': { 'screen and (max-width: 639px)': { margin: `${vars.space.m} 0`, padding: vars.space.m } },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: 1.2 });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const outcome = style({ margin: 0, padding: vars.space.m, borderRadius: vars.radius.m, background: vars.color.brandSubtle });

export const problem = style([outcome, { background: vars.color.accentSubtle, color: vars.color.danger }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, alignItems: 'center' });
