import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const note = style({ margin: `0 0 ${vars.space.m}`, color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.m,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
