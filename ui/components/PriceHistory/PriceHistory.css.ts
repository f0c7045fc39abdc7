import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The chart's own width decides how many dates fit under it, whatever the page around it. */
const section = createContainer('price-history');
const narrow = `${section} (max-width: 479.98px)`;

export const root = style({
  containerName: section,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  color: vars.color.text,
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.s });

export const heading = style({ margin: 0, fontSize: vars.fontSize.l, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const periods = style({
  display: 'flex',
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
});

export const period = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${vars.space.m}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current]': { background: vars.color.surfaceRaised, color: vars.color.brand, boxShadow: vars.shadow.card },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

export const summary = style({ margin: 0, lineHeight: vars.lineHeight.snug });

/** The y labels' column (its width set from the longest label) beside the plot, the dates under it. */
export const chart = style({
  display: 'grid',
  gridTemplateRows: 'auto auto',
  // Room above the top line for the lowest price's label never needs more than this.
  paddingTop: vars.space.s,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

const plotHeight = { base: 180, wide: 240 };

export const yAxis = style({
  position: 'relative',
  height: plotHeight.base,
  '@container': { [`${section} (min-width: 640px)`]: { height: plotHeight.wide } },
});

export const yLabel = style({ position: 'absolute', right: 12, transform: 'translateY(-50%)', whiteSpace: 'nowrap', lineHeight: 1 });

export const plot = style({
  position: 'relative',
  height: plotHeight.base,
  '@container': { [`${section} (min-width: 640px)`]: { height: plotHeight.wide } },
});

/** Stretched to the plot; the lines keep their width (non-scaling strokes), the text lives outside. */
export const svg = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible' });

export const grid = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 1 });

const line = { fill: 'none', strokeLinejoin: 'round', strokeLinecap: 'butt' } as const;

export const ownLine = style({ ...line, stroke: vars.color.brand, strokeWidth: 3 });

/** The other shops: thinner, muted, and each with its own dash pattern, so colour is never the only difference. */
export const otherLines = [
  style({ ...line, stroke: vars.color.accent, strokeWidth: 2, strokeDasharray: '8 4' }),
  style({ ...line, stroke: vars.color.textMuted, strokeWidth: 2, strokeDasharray: '2 3' }),
  style({ ...line, stroke: vars.color.warning, strokeWidth: 2, strokeDasharray: '12 3 2 3' }),
  style({ ...line, stroke: vars.color.borderStrong, strokeWidth: 2, strokeDasharray: '4 4' }),
];

export const marker = style({
  position: 'absolute',
  width: 12,
  height: 12,
  borderRadius: vars.radius.pill,
  border: `3px solid ${vars.color.surfaceRaised}`,
  background: vars.color.brand,
  boxShadow: `0 0 0 1px ${vars.color.brand}`,
  transform: 'translate(-50%, -50%)',
});

export const markerLabel = recipe({
  base: {
    position: 'absolute',
    // Above the dot: it marks the lowest price, so the space under it belongs to the axis.
    marginTop: -14,
    padding: `1px ${vars.space.xs}`,
    borderRadius: vars.radius.s,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.card,
    color: vars.color.text,
    fontWeight: vars.fontWeight.bold,
    whiteSpace: 'nowrap',
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    align: {
      start: { transform: 'translate(-6px, -100%)' },
      centre: { transform: 'translate(-50%, -100%)' },
      end: { transform: 'translate(calc(-100% + 6px), -100%)' },
    },
  },
});

export const xAxis = style({ position: 'relative', gridColumn: 2, height: '3.25em' });

export const xLabel = recipe({
  base: { position: 'absolute', top: vars.space.s, whiteSpace: 'nowrap', lineHeight: 1 },
  variants: {
    align: {
      start: { transform: 'none' },
      centre: { transform: 'translateX(-50%)' },
      end: { transform: 'translateX(-100%)' },
    },
    // In a narrow chart every other date gives way, so the rest never overlap.
    minor: { true: { '@container': { [narrow]: { display: 'none' } } }, false: {} },
  },
});

export const xYear = style({ display: 'block', marginTop: 2 });

export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.l}`, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.s });

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.s, color: vars.color.textMuted });

export const legendOwn = style([legendItem, { color: vars.color.text, fontWeight: vars.fontWeight.medium }]);

export const legendNote = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const legendSample = style({ width: 32, height: 8, flexShrink: 0, overflow: 'visible' });

export const details = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.s });

export const detailsSummary = style({
  cursor: 'pointer',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: vars.radius.s } },
});

export const table = style({ width: '100%', marginTop: vars.space.s, borderCollapse: 'collapse', fontSize: vars.fontSize.s, fontVariantNumeric: 'tabular-nums' });

globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.s}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });
globalStyle(`${table} th`, { fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });

export const priceCell = style({ textAlign: 'right', whiteSpace: 'nowrap' });
globalStyle(`${table} ${priceCell}`, { textAlign: 'right' });
