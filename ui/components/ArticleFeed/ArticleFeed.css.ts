import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';
import { visuallyHidden } from '../../theme/utilities.css';
import { cardRules } from '../ArticleCard/card-rules';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });

/** The cards arrive as HTML: a grid of one, two or three columns. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.l,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

// The feed's markup has fixed class names (see ArticleCard/card-rules): styled here, under the list.
globalStyle(`${list} .article-card`, cardRules.root);
globalStyle(`${list} .article-card-image`, cardRules.image);
globalStyle(`${list} .article-card-category`, cardRules.category);
globalStyle(`${list} .article-card-title`, cardRules.title);
globalStyle(`${list} .article-card-title a`, cardRules.titleLink);
globalStyle(`${list} .article-card-title a::after`, cardRules.titleLinkCover);
globalStyle(`${list} .article-card-title a:hover`, { textDecoration: 'underline' });
globalStyle(`${list} .article-card-title a:focus-visible`, { outline: 'none' });
globalStyle(`${list} .article-card-title a:focus-visible::after`, cardRules.titleLinkFocus);
globalStyle(`${list} .article-card-perex`, cardRules.perex);
globalStyle(`${list} .article-card-meta`, cardRules.meta);

export const empty = style({ margin: 0, padding: vars.space.l, borderRadius: vars.radius.m, background: vars.color.surfaceSunken, color: vars.color.textMuted });

export const status = style([visuallyHidden]);

export const error = style({ alignSelf: 'center', margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const more = style({
  alignSelf: 'center',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${vars.space.s} ${vars.space.l}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.brand}`,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandSubtle },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-disabled]': { opacity: 0.7, cursor: 'progress' },
  },
});

/** The page links, as HTML too. */
export const paginator = style({});
globalStyle(`${paginator} nav`, { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.xs });
globalStyle(`${paginator} a, ${paginator} span`, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  padding: `0 ${vars.space.s}`,
  borderRadius: vars.radius.s,
  color: vars.color.text,
});
globalStyle(`${paginator} a:hover`, { background: vars.color.surfaceSunken });
globalStyle(`${paginator} a:focus-visible`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 });
globalStyle(`${paginator} [aria-current="page"]`, { background: vars.color.brand, color: vars.color.onBrand, fontWeight: vars.fontWeight.bold });
