import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** Staff only: dense, monospaced figures, clearly apart from what shoppers see. */
export const root = style({
  // Above the card's stretched name link, which would otherwise take its clicks.
  position: 'relative',
  zIndex: 1,
  marginTop: vars.space.s,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
});

export const summary = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const body = style({ padding: `0 ${vars.space.s} ${vars.space.s}` });

/** Terms wrap, figures never do: a narrow card (two per row on a phone) still reads as a table. */
export const facts = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: `2px ${vars.space.s}`, margin: 0 });

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'end' });

/** A long text value (group id, formula): on its own line under its term. */
export const wideValue = style({ gridColumn: '1 / -1', margin: `0 0 ${vars.space.xxs}`, overflowWrap: 'anywhere' });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, margin: `${vars.space.xs} 0 0` });

export const link = style({ color: vars.color.brand });

export const up = style({ color: vars.color.success });
export const down = style({ color: vars.color.danger });
