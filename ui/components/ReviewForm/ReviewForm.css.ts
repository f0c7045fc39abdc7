import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l, minWidth: 0 });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium });

const control = {
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  padding: vars.space.s,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
} as const;

export const input = style({ ...control, height: 44, paddingBlock: 0 });

export const textArea = style({ ...control, minHeight: 140, resize: 'vertical' });

export const listArea = style({ ...control, minHeight: 88, resize: 'vertical' });

export const lists = style({ display: 'grid', gap: vars.space.m, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { '(min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } } });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.s });

export const formError = style({ margin: 0, padding: vars.space.s, borderRadius: vars.radius.s, background: vars.color.accentSubtle, color: vars.color.danger });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, alignItems: 'center' });

export const linesGroup = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0, margin: 0, padding: 0, border: 'none' });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignSelf: 'stretch', margin: 0, padding: 0, listStyle: 'none' });

export const line = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.xs, alignItems: 'center' });

export const lineButton = style({
  minHeight: 44,
  padding: `0 ${vars.space.s}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.s,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 } },
});
