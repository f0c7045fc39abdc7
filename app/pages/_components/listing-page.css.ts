import { style } from '@vanilla-extract/css';
import { media, vars } from '#ui/theme';

export const layout = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: '260px minmax(0, 1fr)', gap: vars.space.l } },
});

export const filters = style({ minWidth: 0 });

export const results = style({ minWidth: 0 });

export const toolbar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const invalid = style({ margin: `${vars.space.s} 0`, padding: vars.space.s, borderRadius: vars.radius.s, background: vars.color.accentSubtle, color: vars.color.accentStrong });
