import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, maxWidth: '100%' });

/** The outcome of a press, small under the button. Always rendered (empty, it has no height): a live region must exist before it speaks. */
export const message = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });
