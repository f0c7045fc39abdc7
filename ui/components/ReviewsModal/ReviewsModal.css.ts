import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const loading = style({ color: vars.color.textMuted });

export const tabs = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  padding: `${vars.space.xs} ${vars.space.m}`,
  borderBottom: '3px solid transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { borderBottomColor: vars.color.brand, fontWeight: vars.fontWeight.bold },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` },
  },
});
