import { style } from '@vanilla-extract/css';
import { media, vars } from '#ui/theme';
import * as forms from '#ui/theme/forms.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  maxWidth: 720,
  margin: '0 auto',
  padding: `${vars.space.l} ${vars.space.m}`,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const product = style({
  display: 'grid',
  gridTemplateColumns: '88px minmax(0, 1fr)',
  gap: vars.space.m,
  alignItems: 'center',
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { gridTemplateColumns: '120px minmax(0, 1fr)' } },
});

export const picture = style({ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', borderRadius: vars.radius.s, background: vars.color.surfaceSunken });

export const productName = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, margin: 0, padding: 0, listStyle: 'none' });

export const done = style({ margin: 0, padding: vars.space.m, borderRadius: vars.radius.m, background: vars.color.brandSubtle });

export const problem = style({ margin: 0, padding: vars.space.m, borderRadius: vars.radius.m, background: vars.color.accentSubtle, color: vars.color.danger });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, alignItems: 'flex-start' });

export const dateInput = style([forms.plainInput, { width: 'auto' }]);

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.s });
