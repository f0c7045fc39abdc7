import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: `0 ${vars.space.s}` });

export const header = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.s, fontSize: vars.fontSize.xs, margin: `0 -${vars.space.s}` });

export const label = style({ color: vars.color.textMuted });

export const output = style({ fontWeight: vars.fontWeight.medium });

export const histogram = style({ display: 'flex', alignItems: 'flex-end', gap: 1, height: 40 });

const barBase = style({ flex: 1, borderRadius: '2px 2px 0 0' });

/** Bars inside the chosen range in the brand colour, the others muted. */
export const bar = styleVariants({ inRange: { background: vars.color.brand }, outside: { background: vars.color.border } }, (look) => [barBase, look]);

export const track = style({
  position: 'relative',
  height: 28,
  width: '100%',
  selectors: { '&::before': { content: '""', position: 'absolute', top: 12, left: 0, right: 0, height: 4, borderRadius: 2, background: vars.color.border } },
  // Forced colours drop backgrounds: the track is drawn in the text colour, the chosen part and
  // the thumbs in the highlight colour, as the system's own sliders are.
  '@media': { [media.forcedColors]: { selectors: { '&::before': { forcedColorAdjust: 'none', background: 'CanvasText' } } } },
});

export const fill = style({ position: 'absolute', top: 12, height: 4, borderRadius: 2, background: vars.color.brand, '@media': { [media.forcedColors]: { forcedColorAdjust: 'none', background: 'Highlight' } } });

/**
 * The native range inputs, invisible, laid over the whole track. Each reaches 11 px (half a thumb)
 * past both ends and has a 22 px thumb of its own, so the pointer meets a value exactly where the
 * drawn thumb shows it.
 */
export const input = style({
  position: 'absolute',
  top: 0,
  left: -11,
  width: 'calc(100% + 22px)',
  height: 28,
  margin: 0,
  padding: 0,
  opacity: 0,
  appearance: 'none',
  WebkitAppearance: 'none',
  selectors: {
    '&::-webkit-slider-thumb': { WebkitAppearance: 'none', width: 22, height: 28 },
    '&::-moz-range-thumb': { width: 22, height: 28, border: 0 },
  },
});

/** The drawn thumb, after its input: focus ring and dragging look from the input's state. */
export const thumb = style({
  position: 'absolute',
  top: 14,
  transform: 'translate(-50%, -50%)',
  width: 22,
  height: 22,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.card,
  pointerEvents: 'none',
  '@media': { [media.forcedColors]: { forcedColorAdjust: 'none', background: 'Canvas', borderColor: 'Highlight' } },
  selectors: {
    [`${input}:active + &`]: { background: vars.color.brandSubtle },
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
