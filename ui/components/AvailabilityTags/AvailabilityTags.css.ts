import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';

export const root = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.xs });

export const tag = recipe({
  base: { display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, fontWeight: vars.fontWeight.medium },
  variants: {
    kind: {
      soldOut: { color: vars.color.danger },
      christmas: { color: vars.color.accentStrong },
      inStock: { color: vars.color.success },
      shipping: { color: vars.color.textMuted },
      freeShipping: { color: vars.color.brand },
    },
  },
});
