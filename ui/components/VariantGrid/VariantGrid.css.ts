import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const header = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.s, flexWrap: 'wrap' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

/**
 * `count` columns at most, each at least 9.5rem wide: at the reader's text size of 200 % a card
 * needs twice the room, so the grid takes fewer, wider columns instead of cutting the prices off
 * („1.628,99 le”). At the usual text size the columns are exactly `count` equal ones.
 */
const upTo = (count: number, gap: string) => `repeat(auto-fill, minmax(max(9.5rem, calc((100% - ${count - 1} * ${gap}) / ${count})), 1fr))`;

export const grid = recipe({
  base: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.s },
  variants: {
    layout: {
      grid: {
        gridTemplateColumns: upTo(2, vars.space.s),
        '@media': {
          [media.sm]: { gridTemplateColumns: upTo(3, vars.space.m), gap: vars.space.m },
          [media.lg]: { gridTemplateColumns: upTo(4, vars.space.m) },
          [media.xl]: { gridTemplateColumns: upTo(5, vars.space.m) },
        },
      },
      row: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.m },
    },
  },
});

export const item = style({ minWidth: 0 });

export const empty = style({ color: vars.color.textMuted });
