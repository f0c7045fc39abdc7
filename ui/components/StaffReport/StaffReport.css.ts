import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';
import * as forms from '../../theme/forms.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l, minWidth: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.l });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.s,
  alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 12rem)) auto' } },
});

export const field = forms.field;
export const label = forms.label;
export const input = forms.input;

export const submit = style({
  minHeight: 44,
  padding: `0 ${vars.space.m}`,
  border: 0,
  borderRadius: vars.radius.m,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const totals = style({ margin: 0, fontSize: vars.fontSize.m });

/** Wide tables scroll inside their own box on a phone, never the page. */
export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.s, fontVariantNumeric: 'tabular-nums' });

export const caption = style({ padding: vars.space.s, textAlign: 'start', color: vars.color.textMuted });

export const headerCell = style({ padding: vars.space.s, textAlign: 'start', borderBottom: `1px solid ${vars.color.borderStrong}`, whiteSpace: 'nowrap' });

export const cell = style({ padding: vars.space.s, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top', textAlign: 'start', fontWeight: vars.fontWeight.regular });

/** Short values (a source, a day, a variation): one line each; the table scrolls instead. */
export const shortCell = style([cell, { whiteSpace: 'nowrap' }]);

export const number = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }]);

export const numberHeader = style([headerCell, { textAlign: 'end' }]);

export const productName = style({ display: 'block', minWidth: '12rem', maxWidth: '28rem', color: vars.color.brand });

export const empty = style({ margin: 0, padding: vars.space.m, color: vars.color.textMuted });
