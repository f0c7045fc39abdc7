import { style } from '@vanilla-extract/css';

export const root = style({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });

/** The sprite holds symbols only: it takes no room and draws nothing itself. */
export const sprite = style({ position: 'absolute', width: 0, height: 0, overflow: 'hidden' });
