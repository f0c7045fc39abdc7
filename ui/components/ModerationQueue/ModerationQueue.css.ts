import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  overflowWrap: 'anywhere',
});

export const flagged = style({ borderColor: vars.color.danger, borderWidth: 2 });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.m}`, alignItems: 'baseline', margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const kind = style({ padding: `2px ${vars.space.xs}`, borderRadius: vars.radius.s, background: vars.color.brandSubtle, color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const flags = style({ margin: 0, paddingInlineStart: vars.space.m, color: vars.color.danger, fontSize: vars.fontSize.s, fontWeight: vars.fontWeight.medium });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

export const empty = style({ margin: 0, padding: vars.space.l, textAlign: 'center', color: vars.color.textMuted });

export const notice = style({ margin: 0, padding: vars.space.s, borderRadius: vars.radius.s, background: vars.color.brandSubtle });
