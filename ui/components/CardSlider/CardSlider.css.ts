import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme';
import { floatingButton } from '../../theme/utilities.css';

export const root = style({ position: 'relative', height: '100%' });

export const strip = style({
  display: 'flex',
  gap: 8,
  height: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // The buttons move the strip; fingers swipe it on touch screens. With a mouse it is not a
  // scrollable region of its own, so it adds no tab stop to every card.
  overflowX: 'hidden',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  '@media': { '(pointer: coarse)': { overflowX: 'auto' }, [media.reducedMotion]: { scrollBehavior: 'auto' } },
});

export const slide = style({ flex: '0 0 100%', scrollSnapAlign: 'start' });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

// Plain style variants rather than a recipe: no recipe runtime in the listing's JavaScript.
const controlBase = style([
  floatingButton,
  { position: 'absolute', bottom: 8, zIndex: 2, width: 32, height: 32, boxShadow: vars.shadow.raised, opacity: 0.92, '@media': { '(hover: hover)': { selectors: { '&:hover': { opacity: 1 } } } } },
]);

export const control = styleVariants({ previous: { left: 8 }, next: { right: 8 } }, (side) => [controlBase, side]);

export const counter = style({
  position: 'absolute',
  bottom: 14,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 2,
  margin: 0,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: 'rgb(29 28 26 / 0.72)',
  color: '#fff',
  fontSize: vars.fontSize.xs,
  pointerEvents: 'none',
});
