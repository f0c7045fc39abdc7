import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, paddingBottom: vars.space.l, borderBottom: `1px solid ${vars.color.border}`, minWidth: 0 });

export const questionText = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.m, lineHeight: vars.lineHeight.snug, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const answers = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, margin: 0, padding: 0, listStyle: 'none' });

export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.s,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceSunken,
  overflowWrap: 'anywhere',
});

export const answerHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, margin: 0, fontSize: vars.fontSize.s });

export const author = style({ fontWeight: vars.fontWeight.bold });

export const answerText = style({ margin: 0, lineHeight: vars.lineHeight.normal });

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '20px',
});

export const badge = styleVariants({
  eshop: [badgeBase, { background: vars.color.brand, color: vars.color.onBrand }],
  cuib: [badgeBase, { background: vars.color.accentStrong, color: vars.color.onAccent }],
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, fontSize: vars.fontSize.s });

export const link = style({ color: vars.color.brandStrong, fontWeight: vars.fontWeight.medium, textUnderlineOffset: 3 });

export const empty = style({ margin: 0, color: vars.color.textMuted });
