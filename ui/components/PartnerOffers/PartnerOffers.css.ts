import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme';
import * as tables from '../PartnerPortal/tables.css';

export const category = style([tables.cell, { minWidth: '9rem' }]);

export const availability = recipe({
  base: [tables.shortCell],
  variants: { inStock: { true: { color: vars.color.success }, false: { color: vars.color.textMuted } } },
});

/** The name: narrow enough on a phone for the price to show beside it, wider from a tablet on. */
export const name = style([tables.cell, { minWidth: '9rem', maxWidth: '32rem', overflowWrap: 'anywhere', '@media': { [media.md]: { minWidth: '14rem' } } }]);
