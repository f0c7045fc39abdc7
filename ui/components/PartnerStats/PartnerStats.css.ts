import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';
import * as forms from '../../theme/forms.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l, minWidth: 0 });

export const period = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.s,
  alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 12rem)) auto', justifyContent: 'start' } },
});

export const field = style([forms.field, { margin: 0, minWidth: 0 }]);
export const label = forms.label;
export const input = style([forms.input, { minWidth: 0 }]);

export const submit = style({
  gridColumn: '1 / -1',
  minHeight: 44,
  padding: `0 ${vars.space.m}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  '@media': { [media.md]: { gridColumn: 'auto' } },
});

export const totals = style({ margin: 0, fontSize: vars.fontSize.m });

export const chart = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: 2,
  height: 120,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});

export const barSlot = style({ display: 'flex', alignItems: 'flex-end', flex: '1 1 0', minWidth: 0 });

export const bar = style({
  display: 'block',
  width: '100%',
  minHeight: 1,
  borderRadius: `${vars.radius.s} ${vars.radius.s} 0 0`,
  background: vars.color.brand,
  '@media': { [media.forcedColors]: { background: 'CanvasText' } },
});

export const chartAxis = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.s, margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
