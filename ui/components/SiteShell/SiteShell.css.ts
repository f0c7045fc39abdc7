import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const root = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({
  flexGrow: 1,
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.m} ${vars.space.s}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  '@media': { [media.sm]: { padding: `${vars.space.l} ${vars.space.m}` } },
});
