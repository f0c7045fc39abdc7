import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ maxWidth: 760, display: 'flex', flexDirection: 'column', gap: vars.space.l, lineHeight: vars.lineHeight.normal });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const updated = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const lead = style({ margin: 0, fontSize: vars.fontSize.m });

export const toc = style({ padding: vars.space.m, borderRadius: vars.radius.m, background: vars.color.surfaceSunken });

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const section = style({ scrollMarginTop: 160 });

export const sectionTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.l });

export const list = style({ margin: 0, paddingLeft: vars.space.l, display: 'grid', gap: vars.space.xs });

export const details = style({ scrollMarginTop: 160, borderBottom: `1px solid ${vars.color.border}` });

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  padding: `${vars.space.s} 0`,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"+"', fontSize: vars.fontSize.xl, lineHeight: 1, color: vars.color.brand },
    [`${details}[open] > &::after`]: { content: '"−"' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const summaryTitle = style({ margin: 0, fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.bold });

export const detailsBody = style({ paddingBottom: vars.space.m });

export const callToAction = style({
  display: 'inline-block',
  padding: `${vars.space.s} ${vars.space.l}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandStrong }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
