import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const list = style({ display: 'flex', flexWrap: 'wrap', listStyle: 'none', margin: 0, padding: 0, gap: vars.space.xs });

export const item = style({
  selectors: { '&:not(:last-child)::after': { content: '"›"', marginLeft: vars.space.xs, color: vars.color.textMuted } },
});

export const link = style({ color: 'inherit', selectors: { '&:hover': { color: vars.color.text } } });
