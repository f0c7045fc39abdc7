import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';
import * as forms from '../../theme/forms.css';
import { visuallyHidden } from '../../theme/utilities.css';
import * as tables from '../PartnerPortal/tables.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l, minWidth: 0 });

export const search = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.s });

export const searchField = style([forms.field, { margin: 0, flex: '1 1 16rem', maxWidth: '28rem' }]);

export const field = style([forms.field, { margin: 0, minWidth: 0, alignSelf: 'stretch' }]);

export const label = forms.label;

export const input = forms.plainInput;

export const error = forms.error;

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m, margin: 0, padding: 0, listStyle: 'none' });

export const shop = style([tables.card, { gap: vars.space.s }]);

export const shopHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.s });

export const shopName = style({ margin: 0, fontSize: vars.fontSize.l, overflowWrap: 'anywhere' });

export const domain = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.s,
  margin: 0,
  fontSize: vars.fontSize.s,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const url = style({ overflowWrap: 'anywhere', wordBreak: 'break-all' });

export const lastImport = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const importLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.s, margin: 0, fontSize: vars.fontSize.s });

export const held = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.s, margin: 0 });

export const mappingsLink = style({ color: vars.color.brand, fontSize: vars.fontSize.s, padding: `${vars.space.xs} 0` });

export const mappingForm = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.s, maxWidth: '36rem' });

export const formHeading = style({ margin: 0, fontSize: vars.fontSize.m });

export const hiddenHeading = visuallyHidden;

/** The mappings, reached by `#asocieri` after each decision: clear of the site's sticky header. */
export const mappings = style([tables.card, { scrollMarginTop: 160 }]);
