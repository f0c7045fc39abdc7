import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme';
import * as tables from '../PartnerPortal/tables.css';

/** Under the start time: where the file came from. */
export const source = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular });

/** The state with, under it, why it waits or failed (a sentence the table wraps). */
export const stateCell = style([tables.cell, { minWidth: '10rem', maxWidth: '22rem' }]);

export const why = style({ display: 'block', marginTop: vars.space.xs, color: vars.color.textMuted, fontSize: vars.fontSize.xs, overflowWrap: 'anywhere' });

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m, minWidth: 0 });

export const stateLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.s, margin: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.s,
  margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

globalStyle(`${fact} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.s });
globalStyle(`${fact} dd`, { margin: 0 });

/** A feed's address: long, without spaces, so it breaks anywhere. */
export const url = style({ overflowWrap: 'anywhere', wordBreak: 'break-all' });

export const itemsRead = style({ margin: 0, fontSize: vars.fontSize.l, fontWeight: vars.fontWeight.bold });

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.s,
  margin: 0,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }, [media.lg]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

export const count = recipe({
  base: { display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xxs, padding: vars.space.s, borderRadius: vars.radius.m, background: vars.color.surfaceSunken },
  variants: { refused: { true: { background: vars.color.accentSubtle, color: vars.color.danger }, false: {} } },
});

export const countLabel = style({ fontSize: vars.fontSize.s });

export const countValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const errors = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m, minWidth: 0 });

export const download = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.s, margin: 0 });

export const idCell = style([tables.shortCell, { fontWeight: vars.fontWeight.medium }]);

export const field = style({ padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.s, background: vars.color.surfaceSunken, fontSize: vars.fontSize.xs });
