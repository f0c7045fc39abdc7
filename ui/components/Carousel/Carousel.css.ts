import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { floatingButton } from '../../theme/utilities.css';

export const root = style({ position: 'relative' });

export const track = style({
  display: 'flex',
  gap: vars.space.s,
  margin: 0,
  padding: `${vars.space.xxs} 0`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'none',
});

export const item = style({ flex: '0 0 auto', width: 180, scrollSnapAlign: 'start' });

const fadeBase = style({ position: 'absolute', top: 0, bottom: 0, width: 40, pointerEvents: 'none' });

export const fade = styleVariants(
  {
    start: { left: 0, background: `linear-gradient(to right, ${vars.color.surface}, transparent)` },
    end: { right: 0, background: `linear-gradient(to left, ${vars.color.surface}, transparent)` },
  },
  (side) => [fadeBase, side],
);

const controlBase = style([floatingButton, { position: 'absolute', top: '40%', zIndex: 2, width: 36, height: 36, boxShadow: vars.shadow.raised }]);

export const control = styleVariants({ previous: { left: 4 }, next: { right: 4 } }, (side) => [controlBase, side]);
