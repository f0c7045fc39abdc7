import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m, maxWidth: 760, width: '100%', margin: '0 auto' });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const draft = style({
  alignSelf: 'flex-start',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.s}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.bold,
});

export const category = style({
  alignSelf: 'flex-start',
  color: vars.color.brand,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const perex = style({ margin: 0, fontSize: vars.fontSize.l, lineHeight: vars.lineHeight.snug, color: vars.color.textMuted });

export const byline = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const avatar = style({ flex: 'none', borderRadius: '50%', background: vars.color.surfaceSunken });

export const bylineText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0 });

export const author = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const cover = style({ margin: 0 });

export const coverImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.m,
  background: vars.color.surfaceSunken,
});

/** The body arrives as HTML: its typography is set here for the tags it may hold. */
export const body = style({ fontSize: vars.fontSize.m, lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });
globalStyle(`${body} > * + *`, { marginTop: vars.space.m });
globalStyle(`${body} > *`, { marginBottom: 0 });
globalStyle(`${body} > :first-child`, { marginTop: 0 });
globalStyle(`${body} h2`, { marginTop: vars.space.xl, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, scrollMarginTop: 120 });
globalStyle(`${body} h3`, { marginTop: vars.space.l, fontSize: vars.fontSize.l });
globalStyle(`${body} ul, ${body} ol`, { paddingLeft: vars.space.l, display: 'grid', gap: vars.space.xs });
globalStyle(`${body} a`, { color: vars.color.brand, textDecorationThickness: '1px', textUnderlineOffset: '0.15em' });
globalStyle(`${body} a:hover`, { color: vars.color.brandStrong });
globalStyle(`${body} a:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 });
globalStyle(`${body} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.m });
globalStyle(`${body} .article-pick`, {
  padding: vars.space.m,
  borderLeft: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.s,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.s,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const related = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.l,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const relatedItem = style({ display: 'flex' });
globalStyle(`${relatedItem} > *`, { flex: 1 });
