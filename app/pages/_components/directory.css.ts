import { style } from '@vanilla-extract/css';
import { media, vars } from '#ui/theme';

export const title = style({ margin: `${vars.space.m} 0 ${vars.space.s}`, fontSize: vars.fontSize.xl });

export const lead = style({ margin: `0 0 ${vars.space.m}`, color: vars.color.textMuted, maxWidth: '70ch' });

export const grid = style({
  display: 'grid',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  '@media': { [media.lg]: { gap: vars.space.m } },
});

export const card = style({ padding: vars.space.m, borderRadius: vars.radius.m, background: vars.color.surfaceRaised, boxShadow: vars.shadow.card });

export const name = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });

export const meta = style({ margin: `${vars.space.xxs} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.s });

/** A title with something beside it (a saved comparison's heart). */
export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.m });
