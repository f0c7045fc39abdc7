import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme';

/** The shops page's column: as wide as the site's, for the shops' facts side by side. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  maxWidth: 1100,
  margin: '0 auto',
  padding: `${vars.space.l} ${vars.space.m}`,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });
