import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ position: 'absolute', top: vars.space.s, left: vars.space.s, zIndex: vars.zIndex.overlay, display: 'flex', gap: vars.space.s });

/** Out of sight until focused, then a plain button-like link at the top left. */
export const link = style({
  padding: vars.space.s,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: 600,
  borderRadius: vars.radius.s,
  selectors: {
    '&:not(:focus)': { position: 'absolute', width: 1, height: 1, padding: 0, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** „Sari la produse” only where a page has its products (a listing): no dead link elsewhere, no script. */
export const toProducts = style({});
globalStyle(`body:not(:has(#produse)) ${toProducts}`, { display: 'none' });
