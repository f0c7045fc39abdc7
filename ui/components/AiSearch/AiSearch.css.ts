import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  borderRadius: vars.radius.l,
  background: vars.color.brandSubtle,
  '@media': { [media.md]: { padding: vars.space.l } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.l });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, alignItems: 'stretch', '@media': { [media.md]: { flexDirection: 'row', alignItems: 'flex-end' } } });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1, minWidth: 0 });

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const textArea = style({
  minHeight: 48,
  padding: vars.space.s,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  resize: 'vertical',
  selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 } },
});

export const status = style({ margin: 0, minHeight: '1.5em', color: vars.color.text });

export const error = style({ margin: 0, color: vars.color.danger });
