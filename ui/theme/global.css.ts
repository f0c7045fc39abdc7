import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

// Form controls do not inherit the font by default.
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

// Zero-specificity default, so any component's own link colour wins.
globalStyle(':where(a)', { color: vars.color.brand });

globalStyle('img, svg', { maxWidth: '100%' });

globalStyle('::selection', { background: vars.color.brandSubtle, color: vars.color.text });

// Forced colours (Windows contrast themes) drop backgrounds: a button would be bare text. Each gets
// an edge in the system's button colour: an outline, which no component's own border rule
// overrides and which takes no room (the focus ring replaces it while focused).
globalStyle('button:not(:focus-visible)', { '@media': { [media.forcedColors]: { outline: '1px solid ButtonText', outlineOffset: '-1px' } } });

// One focus ring for everything; only for keyboard users (components style [data-focus-visible] alike).
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
