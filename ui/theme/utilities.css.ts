import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Read by screen readers, invisible on screen (text that a visual cue already says). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

/**
 * A round button floating over a picture or a row (slider arrows, like and compare): raised
 * surface, hidden when disabled, a focus ring for keyboard users. Plain `<button>`s: they hydrate
 * on every listing, without react-aria.
 */
export const floatingButton = style({
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0, pointerEvents: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
