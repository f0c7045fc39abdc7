import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { floatingButton } from '../../theme/utilities.css';

export const root = style({ position: 'absolute', top: 8, right: 8, zIndex: 3, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs });

export const toggle = style([
  floatingButton,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 36,
    height: 36,
    gap: 2,
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

/** The number of likes beside the heart. */
export const count = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium, paddingRight: 4 });
