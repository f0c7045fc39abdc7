import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { floatingButton } from '../../theme/utilities.css';

export const root = style({ position: 'absolute', top: 8, right: 8, zIndex: 3, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs });

export const toggle = style([
  floatingButton,
  {
    width: 36,
    height: 36,
    boxShadow: vars.shadow.card,
    selectors: {
      '&[aria-pressed="true"]': { color: vars.color.accentStrong, background: vars.color.accentSubtle },
      '&[data-busy]': { opacity: 0.6, cursor: 'progress' },
    },
    // Only a real pointer hovers (as react-aria's hover did): a tap leaves no lasting hover colour.
    '@media': { '(hover: hover)': { selectors: { '&:hover': { color: vars.color.accentStrong } } } },
  },
]);

export const note = style({
  maxWidth: 200,
  fontSize: vars.fontSize.xs,
  selectors: {
    '&:not(:empty)': {
      padding: vars.space.s,
      borderRadius: vars.radius.s,
      background: vars.color.surfaceRaised,
      boxShadow: vars.shadow.raised,
    },
  },
});

export const noteLink = style({ color: vars.color.brand, fontWeight: vars.fontWeight.medium });

/** The heart and its count. */
export const like = style({ position: 'relative', display: 'inline-flex' });

/** The number of likes, a small tag beside the heart. */
const countTag = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  minWidth: 20,
  padding: '0 4px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  fontSize: 11,
  fontWeight: vars.fontWeight.medium,
  lineHeight: '16px',
  textAlign: 'center',
  pointerEvents: 'none',
});

export const count = {
  start: style([countTag, { right: 'calc(100% + 4px)' }]),
  end: style([countTag, { left: 'calc(100% + 4px)' }]),
};
