import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const passwordRow = style({ position: 'relative', display: 'flex' });

export const passwordInput = style({ flex: 1, paddingRight: 44 });

export const reveal = style({
  position: 'absolute',
  right: 4,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  border: 'none',
  borderRadius: vars.radius.s,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, justifyContent: 'space-between', fontSize: vars.fontSize.s });

export const switchLink = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brand,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const notice = style({ margin: 0, padding: vars.space.m, borderRadius: vars.radius.m, background: vars.color.accentSubtle });

export const choices = style({ display: 'grid', gap: vars.space.s });

/** The wrapper that hears a form's edits (`edited` of useMutationForm); no box of its own. */
export const formEvents = style({ display: 'contents' });
