import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme';
import { visuallyHidden } from '../../theme/utilities.css';

const focus = { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 };

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const top = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' }, [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

/** The pictures and the link that enlarges them. */
export const mediaColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const gallery = style({ position: 'relative', aspectRatio: '1 / 1', borderRadius: vars.radius.m, overflow: 'hidden', background: vars.color.surfaceSunken });

export const noImage = style({ display: 'grid', placeItems: 'center', height: '100%', color: vars.color.textMuted });

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, alignItems: 'flex-start' });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

/** A link to a shop, drawn as the call to action. */
const shopLinkBase = style({
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.accentStrong }, '&:focus-visible': focus },
  // A link drawn as a button: forced colours drop its fill, so it keeps a border instead.
  '@media': { [media.forcedColors]: { border: '1px solid LinkText' } },
});

export const mainButton = style([shopLinkBase, { alignSelf: 'stretch', padding: `${vars.space.s} ${vars.space.m}`, borderRadius: vars.radius.m }]);

export const link = style({ color: vars.color.brand, fontWeight: vars.fontWeight.medium, selectors: { '&:focus-visible': focus } });

export const variants = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignSelf: 'stretch' });

export const smallHeading = style({ margin: 0, fontSize: vars.fontSize.s });

export const variantList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const variantLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
  color: vars.color.text,
  fontSize: vars.fontSize.s,
  textDecoration: 'none',
  selectors: { '&[aria-current]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` }, '&:hover': { borderColor: vars.color.borderStrong }, '&:focus-visible': focus },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s, scrollMarginTop: 96 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.l });

export const offers = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none', borderTop: `1px solid ${vars.color.border}` });

export const offer = style({
  display: 'grid',
  gap: vars.space.s,
  alignItems: 'center',
  padding: `${vars.space.s} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto' } },
});

export const offerShop = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const offerShopName = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const offerPrice = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, alignItems: 'flex-start' });

export const offerAmount = style({ margin: 0, fontSize: vars.fontSize.m, fontWeight: vars.fontWeight.bold });

export const shopButton = style([shopLinkBase, { gridColumn: '1 / -1', padding: `${vars.space.xs} ${vars.space.m}`, borderRadius: vars.radius.s, '@media': { [media.md]: { gridColumn: 'auto' } } }]);

export const description = style({ margin: 0, maxWidth: '70ch', lineHeight: vars.lineHeight.normal });

export const parameters = style({ display: 'grid', gap: vars.space.xxs, margin: 0, maxWidth: 640 });

export const parameter = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.s, padding: `${vars.space.xs} 0`, borderBottom: `1px solid ${vars.color.border}`, fontSize: vars.fontSize.s });

export const hidden = style([visuallyHidden]);
