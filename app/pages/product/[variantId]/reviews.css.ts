import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme';

export const title = style({ margin: `${vars.space.m} 0`, fontSize: vars.fontSize.xl });

export const tabs = style({ display: 'flex', gap: vars.space.xs, margin: `${vars.space.m} 0`, borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  padding: `${vars.space.xs} ${vars.space.m}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: { '&[aria-current]': { borderBottomColor: vars.color.brand, fontWeight: vars.fontWeight.bold }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
});
