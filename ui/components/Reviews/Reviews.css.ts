import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const review = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, padding: `${vars.space.m} 0`, borderBottom: `1px solid ${vars.color.border}` });

export const reviewHeader = style({ display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', gap: vars.space.s });

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  objectFit: 'cover',
});

export const author = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const date = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const original = style({ fontSize: vars.fontSize.s, color: vars.color.textMuted });

export const points = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.l, fontSize: vars.fontSize.s });

export const pluses = style({ margin: 0, paddingLeft: vars.space.m, listStyle: '"+ "', color: vars.color.success });

export const minuses = style({ margin: 0, paddingLeft: vars.space.m, listStyle: '"– "', color: vars.color.danger });

export const photos = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const photo = style({ display: 'block', width: 80, height: 80, borderRadius: vars.radius.s, objectFit: 'cover' });

export const reply = style({ margin: 0, padding: vars.space.s, borderLeft: `3px solid ${vars.color.brand}`, background: vars.color.surfaceSunken, fontSize: vars.fontSize.s });

export const replyTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const overview = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});

export const score = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-start' });

export const average = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const breakdown = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.s });

export const breakdownRow = style({ display: 'grid', gridTemplateColumns: '4.5em minmax(0, 1fr) 3.5em', alignItems: 'center', gap: vars.space.s });

export const count = style({ color: vars.color.textMuted });

export const bar = style({ height: 8, borderRadius: 4, background: vars.color.surfaceSunken, overflow: 'hidden' });

export const barFill = style({ display: 'block', height: '100%', background: '#b07800' });

export const summary = style({ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const summaryTitle = style({ margin: 0, fontSize: vars.fontSize.m });
