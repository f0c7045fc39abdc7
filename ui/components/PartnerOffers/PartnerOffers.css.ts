import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme';
import * as tables from '../PartnerPortal/tables.css';

export const category = style([tables.cell, { minWidth: '9rem' }]);

export const availability = recipe({
  base: [tables.shortCell],
  variants: { inStock: { true: { color: vars.color.success }, false: { color: vars.color.textMuted } } },
});
