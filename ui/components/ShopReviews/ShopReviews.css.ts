import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l, maxWidth: 880, margin: '0 auto', padding: `${vars.space.l} ${vars.space.m}` });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const summary = style({
  display: 'grid',
  gap: vars.space.l,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});

export const score = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-start' });

export const average = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const reviews = style({ margin: 0, padding: 0, listStyle: 'none' });

/** One review with the product it is about above it. */
export const entry = style({ paddingTop: vars.space.s });

export const about = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const empty = style({ margin: 0, padding: vars.space.l, textAlign: 'center', color: vars.color.textMuted });

