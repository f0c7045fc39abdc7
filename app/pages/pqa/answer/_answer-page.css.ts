import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l, maxWidth: 760, margin: `${vars.space.m} 0` });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const product = style({ display: 'flex', alignItems: 'center', gap: vars.space.m, padding: vars.space.s, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.l, background: vars.color.surfaceRaised });

export const image = style({ flexShrink: 0, width: 80, height: 80, objectFit: 'contain', borderRadius: vars.radius.m, background: vars.color.surface });

export const noImage = style([image, { display: 'grid', placeItems: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.xs, textAlign: 'center' }]);

export const productText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const productName = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere', textUnderlineOffset: 3 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const question = style({ margin: 0, padding: 0, listStyle: 'none' });

export const formBox = style({ padding: vars.space.m, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.l, background: vars.color.surfaceRaised });

export const link = style({ color: vars.color.brandStrong, fontWeight: vars.fontWeight.medium, textUnderlineOffset: 3 });
