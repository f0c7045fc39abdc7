import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media } from './tokens';

/**
 * The check box drawn inside a filter choice that is a link (the listing's and the inspirations'
 * filters): filled while its link is the chosen one: `aria-checked` where the link acts as a checkbox (the
 * listing's), `aria-current` where it marks the page shown (the inspirations').
 */
export const linkCheck = style({
  flexShrink: 0,
  width: 16,
  height: 16,
  border: `1.5px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  background: vars.color.surfaceRaised,
  selectors: {
    '[aria-checked="true"] > &, [aria-current="true"] > &': { background: vars.color.brand, borderColor: vars.color.brand, boxShadow: `inset 0 0 0 3px ${vars.color.surfaceRaised}` },
  },
  // Forced colours drop the fill and the inset shadow: the chosen box is filled with the
  // system's highlight colour instead, so it never looks like the empty ones.
  '@media': { [media.forcedColors]: { selectors: { '[aria-checked="true"] > &, [aria-current="true"] > &': { forcedColorAdjust: 'none', background: 'Highlight', borderColor: 'CanvasText' } } } },
});
