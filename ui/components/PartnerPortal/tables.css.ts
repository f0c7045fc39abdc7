import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../../theme';

/*
 * What the portal's and staff's shop pages share: cards, tables that scroll in their own box on a
 * phone, state badges and notices. Each component's own file adds what only it draws.
 */

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  minWidth: 0,
  padding: vars.space.m,
  borderRadius: vars.radius.l,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
  '@media': { [media.md]: { padding: vars.space.l } },
});

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.l, lineHeight: vars.lineHeight.tight });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

/** Wide tables scroll inside their own box on a phone, never the page; focusable for the keyboard. */
export const scroller = style({
  // Positioned, so what is visually hidden inside stays inside its scrolling box.
  position: 'relative',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.s, fontVariantNumeric: 'tabular-nums' });

export const caption = style({ padding: vars.space.s, textAlign: 'start', color: vars.color.textMuted });

export const headerCell = style({ padding: vars.space.s, textAlign: 'start', borderBottom: `1px solid ${vars.color.borderStrong}`, whiteSpace: 'nowrap', fontWeight: vars.fontWeight.medium });

export const numberHeader = style([headerCell, { textAlign: 'end' }]);

export const cell = style({ padding: vars.space.s, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top', textAlign: 'start', fontWeight: vars.fontWeight.regular });

/** Short values (a time, a state, a price): one line each; the table scrolls instead. */
export const shortCell = style([cell, { whiteSpace: 'nowrap' }]);

export const number = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }]);

/** A long name or message: wraps, but never narrower than a readable column. */
export const wideCell = style([cell, { minWidth: '14rem', maxWidth: '32rem', overflowWrap: 'anywhere' }]);

export const link = style({ color: vars.color.brand, overflowWrap: 'anywhere' });

export const empty = style({ margin: 0, padding: vars.space.m, borderRadius: vars.radius.m, background: vars.color.surfaceSunken, color: vars.color.textMuted });

/** A state in a word, coloured by its tone, with a border so it reads in forced colours too. */
export const badge = recipe({
  base: {
    display: 'inline-block',
    padding: `${vars.space.xxs} ${vars.space.s}`,
    border: '1px solid currentColor',
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.snug,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      busy: { color: vars.color.focus, background: vars.color.surfaceRaised },
      done: { color: vars.color.success, background: vars.color.brandSubtle },
      quiet: { color: vars.color.textMuted, background: vars.color.surfaceSunken },
      waiting: { color: vars.color.warning, background: vars.color.accentSubtle },
      bad: { color: vars.color.danger, background: vars.color.accentSubtle },
    },
  },
});

/** A sentence that matters about the state (held, failed, paused): a tinted box with a bar at its start. */
export const notice = recipe({
  base: { margin: 0, padding: vars.space.m, borderRadius: vars.radius.m, borderInlineStart: '4px solid currentColor', overflowWrap: 'anywhere' },
  variants: {
    tone: {
      info: { background: vars.color.brandSubtle, color: vars.color.text, borderInlineStartColor: vars.color.brand },
      waiting: { background: vars.color.accentSubtle, color: vars.color.text, borderInlineStartColor: vars.color.warning },
      bad: { background: vars.color.accentSubtle, color: vars.color.danger },
    },
  },
});

/** A confirmation after a form (saved, paused…). */
export const status = style({ margin: 0, padding: vars.space.s, borderRadius: vars.radius.s, background: vars.color.brandSubtle });

/** The filter and pager links of a table. */
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${vars.space.m}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  textDecoration: 'none',
  fontSize: vars.fontSize.s,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand, fontWeight: vars.fontWeight.medium },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
