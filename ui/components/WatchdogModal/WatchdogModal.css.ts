import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const about = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, marginBottom: vars.space.m });

/** Product names can be long: they wrap, anywhere if they must, never widening the modal. */
export const product = style({ margin: 0, fontWeight: vars.fontWeight.medium, lineHeight: vars.lineHeight.snug, overflowWrap: 'anywhere' });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s, fontVariantNumeric: 'tabular-nums' });

/** The confirmation; an empty live region until the subscription succeeds. */
export const done = style({
  selectors: {
    '&:not(:empty)': { marginBottom: vars.space.m, padding: vars.space.m, borderRadius: vars.radius.m, background: vars.color.brandSubtle, color: vars.color.text },
  },
});

/** The amount and its unit, „lei”, inside the field's right edge. */
export const amount = style({ position: 'relative', display: 'flex' });

export const amountInput = style({ flex: 1, minWidth: 0, paddingRight: '3rem', fontVariantNumeric: 'tabular-nums' });

export const unit = style({ position: 'absolute', right: vars.space.s, top: '50%', transform: 'translateY(-50%)', color: vars.color.textMuted, pointerEvents: 'none' });
