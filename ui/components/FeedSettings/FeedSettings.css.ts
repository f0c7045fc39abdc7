import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import * as forms from '../../theme/forms.css';

/** The wrapper that hears a form's edits (`edited` of useMutationForm); no box of its own. */
export const formEvents = style({ display: 'contents' });

export const formats = style([forms.fieldset, { gap: 0 }]);

export const saved = style({ margin: 0, padding: vars.space.s, borderRadius: vars.radius.s, background: vars.color.brandSubtle });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const importNow = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.s });

export const upload = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.s,
  padding: vars.space.m,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.brand, background: vars.color.brandSubtle },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const dropLabel = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

/** Empty until a file travels; kept in the page so screen readers hear it start. */
export const sending = style({ margin: 0, selectors: { '&:empty': { position: 'absolute' } } });

/** A form's button keeps its own width under full-width fields. */
export const submit = style({ alignSelf: 'flex-start' });
