import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l, maxWidth: 760 });

export const title = style({ margin: `${vars.space.m} 0 0`, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.m, margin: 0 });

export const link = style({ color: vars.color.brandStrong, fontWeight: vars.fontWeight.medium, textUnderlineOffset: 3 });

export const formBox = style({ padding: vars.space.m, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.l, background: vars.color.surfaceRaised });
