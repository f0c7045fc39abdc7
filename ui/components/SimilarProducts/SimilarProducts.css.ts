import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, scrollMarginTop: 160 });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.s });

export const title = style({ margin: 0, marginRight: 'auto', fontSize: vars.fontSize.l, outline: 'none' });

export const more = style({ color: vars.color.brand, fontWeight: vars.fontWeight.medium });

/** The panel's own row in a listing grid: the whole width, under the clicked card's row. */
export const panelSlot = style({
  gridColumn: '1 / -1',
  padding: vars.space.m,
  borderRadius: vars.radius.l,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
});

export const loading = style({ margin: 0, color: vars.color.textMuted });
