import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const header = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.s, flexWrap: 'wrap' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const grid = recipe({
  base: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.s },
  variants: {
    layout: {
      grid: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        '@media': {
          [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.m },
          [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
          [media.xl]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
        },
      },
      row: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.m },
    },
  },
});

export const item = style({ minWidth: 0 });

export const empty = style({ color: vars.color.textMuted });
