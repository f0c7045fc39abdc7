import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme';

/**
 * How an article card looks, as plain rules: the React card (`ArticleCard`) and the feed's cards,
 * which arrive as HTML with fixed class names (`ArticleFeed`), are styled by the same rules.
 */
export const cardRules = {
  root: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    margin: 0,
    paddingBottom: vars.space.m,
    borderRadius: vars.radius.m,
    overflow: 'hidden',
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.card,
  },
  image: { display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', background: vars.color.surfaceSunken },
  category: {
    margin: `${vars.space.xs} ${vars.space.m} 0`,
    color: vars.color.brand,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
  },
  title: { margin: `0 ${vars.space.m}`, fontSize: vars.fontSize.l, lineHeight: vars.lineHeight.snug },
  titleLink: { color: vars.color.text, textDecoration: 'none' },
  /** The title's link covers the whole card, so the picture and text are clickable too. */
  titleLinkCover: { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.m },
  titleLinkFocus: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  perex: { margin: `0 ${vars.space.m}`, color: vars.color.textMuted, fontSize: vars.fontSize.s, lineHeight: vars.lineHeight.normal },
  meta: { margin: `auto ${vars.space.m} 0`, paddingTop: vars.space.xs, color: vars.color.textMuted, fontSize: vars.fontSize.xs },
} satisfies Record<string, StyleRule>;
