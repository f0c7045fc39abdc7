import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState } from 'react';
import { expect, within } from 'storybook/test';
import { Icon, iconNames } from '#ui/components/Icon';
import { breakpoints, iconSizes, vars } from '#ui/theme';

/**
 * The theme's tokens as designers use them (`ui/theme`): colour roles with their measured contrast,
 * the type scale, spacing, radii and shadows, the icon set and the breakpoints. Every value shown is
 * read from the theme, so this page cannot drift from the site.
 */
const meta = {
  title: 'Foundations/Theme',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text roles on the backgrounds they are used on; WCAG AA wants 4.5:1 for text, 3:1 for control boundaries. */
const textPairs = [
  { name: 'text', fg: vars.color.text, bg: vars.color.surface, min: 4.5 },
  { name: 'text on raised', fg: vars.color.text, bg: vars.color.surfaceRaised, min: 4.5 },
  { name: 'textMuted', fg: vars.color.textMuted, bg: vars.color.surface, min: 4.5 },
  { name: 'textMuted on sunken', fg: vars.color.textMuted, bg: vars.color.surfaceSunken, min: 4.5 },
  { name: 'brand', fg: vars.color.brand, bg: vars.color.surface, min: 4.5 },
  { name: 'onBrand', fg: vars.color.onBrand, bg: vars.color.brand, min: 4.5 },
  { name: 'brand on subtle', fg: vars.color.brand, bg: vars.color.brandSubtle, min: 4.5 },
  { name: 'accent', fg: vars.color.accent, bg: vars.color.surface, min: 4.5 },
  { name: 'onAccent', fg: vars.color.onAccent, bg: vars.color.accent, min: 4.5 },
  { name: 'accent on subtle', fg: vars.color.accent, bg: vars.color.accentSubtle, min: 4.5 },
  { name: 'discount', fg: vars.color.discount, bg: vars.color.surfaceRaised, min: 4.5 },
  { name: 'onDiscount', fg: vars.color.onDiscount, bg: vars.color.discount, min: 4.5 },
  { name: 'success', fg: vars.color.success, bg: vars.color.surfaceRaised, min: 4.5 },
  { name: 'warning', fg: vars.color.warning, bg: vars.color.surfaceRaised, min: 4.5 },
  { name: 'danger', fg: vars.color.danger, bg: vars.color.surface, min: 4.5 },
  { name: 'onDanger', fg: vars.color.onDanger, bg: vars.color.danger, min: 4.5 },
  { name: 'borderStrong', fg: vars.color.borderStrong, bg: vars.color.surface, min: 3 },
  { name: 'focus', fg: vars.color.focus, bg: vars.color.surface, min: 3 },
] as const;

function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((channel) => {
    const c = Number(channel) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The pair's contrast as the browser draws it, e.g. „15,9:1”: measured once the swatch is on screen. */
function ContrastFigure({ boundary }: { boundary: boolean }) {
  const figure = useRef<HTMLSpanElement>(null);
  const [ratio, setRatio] = useState<number | null>(null);
  useLayoutEffect(() => {
    const item = figure.current!.closest('li')!;
    const style = getComputedStyle(item);
    setRatio(contrast(boundary ? style.outlineColor : style.color, style.backgroundColor));
  }, [boundary]);
  return (
    <span ref={figure} data-ratio={ratio ?? ''} style={{ float: 'right', fontVariantNumeric: 'tabular-nums' }}>
      {ratio === null ? '' : `${ratio.toLocaleString('ro-RO', { maximumFractionDigits: 1 })}:1`}
    </span>
  );
}

const swatch = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  fontWeight: 560,
} as const;

export const ColourRoles: Story = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}>
      {textPairs.map(({ name, fg, bg, min }) =>
        min >= 4.5 ? (
          <li key={name} data-pair={name} style={{ ...swatch, color: fg, background: bg }}>
            {name}
            <ContrastFigure boundary={false} />
            <br />
            <span style={{ fontSize: vars.fontSize.xs }}>Șezlong pliabil — 349,00 lei</span>
          </li>
        ) : (
          // A boundary colour, not a text colour: shown as a thick frame around ordinary text.
          <li key={name} data-pair={name} data-boundary="" style={{ ...swatch, background: bg, outline: `3px solid ${fg}`, outlineOffset: -3 }}>
            {name}
            <ContrastFigure boundary />
            <br />
            <span style={{ fontSize: vars.fontSize.xs }}>contur de control (3:1)</span>
          </li>
        ),
      )}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = canvasElement.querySelectorAll<HTMLElement>('[data-pair]');
    await expect(items).toHaveLength(textPairs.length);
    for (const item of items) {
      const pair = textPairs.find(({ name }) => name === item.dataset.pair)!;
      const style = getComputedStyle(item);
      const foreground = item.hasAttribute('data-boundary') ? style.outlineColor : style.color;
      const ratio = contrast(foreground, style.backgroundColor);
      await expect({ pair: pair.name, enough: ratio >= pair.min }).toEqual({ pair: pair.name, enough: true });
      // The figure printed on the swatch is the one measured here.
      await expect(Number(item.querySelector<HTMLElement>('[data-ratio]')!.dataset.ratio)).toBeCloseTo(ratio, 5);
    }
  },
};

const sample = 'Canapea extensibilă Oslo, țesătură gri — Șezlong din lemn de salcâm. ĂÂÎȘȚ ăâîșț 0123456789';

export const Typography: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['xxl', 'xl', 'l', 'm', 's', 'xs'] as const).map((size) => (
        <p key={size} style={{ margin: 0, fontSize: vars.fontSize[size], lineHeight: vars.lineHeight.snug }}>
          <span style={{ color: vars.color.textMuted, fontSize: 12, marginRight: 12 }}>{size}</span>
          {sample}
        </p>
      ))}
      <p style={{ margin: 0, display: 'flex', gap: 24 }}>
        <span style={{ fontWeight: vars.fontWeight.regular }}>regular 400</span>
        <span style={{ fontWeight: vars.fontWeight.medium }}>medium 560</span>
        <span style={{ fontWeight: vars.fontWeight.bold }}>bold 700</span>
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    // The self-hosted Inter carries Romanian's comma-below ș (U+0219) and ț (U+021B): its latin-ext face is loaded.
    const covers = (face: FontFace, codePoint: number) =>
      face.unicodeRange.split(',').some((range) => {
        const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16));
        return codePoint >= from! && codePoint <= to!;
      });
    const loaded = [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded');
    await expect(loaded.some((face) => covers(face, 0x219) && covers(face, 0x21b))).toBe(true);
    await expect(within(canvasElement).getAllByText(/Șezlong din lemn de salcâm/)).toHaveLength(6);
  },
};

export const Scales: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <div style={{ display: 'flex', alignItems: 'end', gap: 16 }}>
        {(['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl'] as const).map((space) => (
          <div key={space} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 12 }}>
            <span data-space={space} style={{ width: vars.space[space], height: vars.space[space], background: vars.color.brand }} />
            {space}
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 16 }}>
        {(['s', 'm', 'l', 'pill'] as const).map((radius) => (
          <div
            key={radius}
            style={{ width: 96, height: 56, display: 'grid', placeItems: 'center', borderRadius: vars.radius[radius], background: vars.color.surfaceRaised, boxShadow: vars.shadow.card, border: `1px solid ${vars.color.border}`, fontSize: 13 }}
          >
            radius {radius}
          </div>
        ))}
        {(['card', 'raised', 'overlay'] as const).map((shadow) => (
          <div
            key={shadow}
            style={{ width: 96, height: 56, display: 'grid', placeItems: 'center', borderRadius: vars.radius.m, background: vars.color.surfaceRaised, boxShadow: vars.shadow[shadow], fontSize: 13 }}
          >
            {shadow}
          </div>
        ))}
      </div>
      <p style={{ margin: 0, fontSize: 13, color: vars.color.textMuted }}>
        Breakpoints: {Object.entries(breakpoints).map(([name, px]) => `${name} ${px}`).join(' · ')} — icons:{' '}
        {Object.entries(iconSizes).map(([name, px]) => `${name} ${px}`).join(' · ')}
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sizes = [...canvasElement.querySelectorAll<HTMLElement>('[data-space]')].map((el) => el.getBoundingClientRect().width);
    // The space scale only grows.
    await expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    await expect(canvasElement).toHaveTextContent('sm 640 · md 768 · lg 1024 · xl 1280 · 2xl 1536');
  },
};

/** Every icon of the set, at the size cards and buttons use, with the name to pass to `<Icon name>`. */
export const Icons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
        {iconNames.map((name) => (
          <li key={name} data-icon={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, padding: 8, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.m, fontSize: 13 }}>
            <Icon name={name} size="s" />
            <code>{name}</code>
          </li>
        ))}
      </ul>
      <div style={{ display: 'flex', alignItems: 'end', gap: 16, fontSize: 13 }}>
        {Object.entries(iconSizes).map(([size, px]) => (
          <div key={size} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
            <Icon name="heart" size={size as keyof typeof iconSizes} />
            {size} · {px} px
          </div>
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Every name in the set is drawn, with something to draw.
    const items = [...canvasElement.querySelectorAll<HTMLElement>('[data-icon]')];
    await expect(items.map((item) => item.dataset.icon)).toEqual([...iconNames]);
    for (const item of items) await expect(document.querySelector(`${item.querySelector('use')!.getAttribute('href')} path`)).not.toBeNull();
  },
};

/** The layout's breakpoints, drawn to scale: from each width up, the rules of that name apply (mobile first). */
export const Breakpoints: Story = {
  render: () => (
    <ol style={{ display: 'grid', gap: 6, listStyle: 'none', margin: 0, padding: 0, fontSize: 13 }}>
      <li data-breakpoint="" style={{ display: 'flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' }}>
        <span style={{ width: `${(375 / 1536) * 80}%`, height: 16, background: vars.color.surfaceSunken, border: `1px solid ${vars.color.border}` }} />
        telefon · 375 px (fără prefix)
      </li>
      {Object.entries(breakpoints).map(([name, px]) => (
        <li key={name} data-breakpoint={name} style={{ display: 'flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' }}>
          <span style={{ width: `${(px / 1536) * 80}%`, height: 16, background: vars.color.brandSubtle, border: `1px solid ${vars.color.brand}` }} />
          {name} · {px} px
        </li>
      ))}
    </ol>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll<HTMLElement>('[data-breakpoint] > span')].map((bar) => bar.getBoundingClientRect().width);
    // Drawn to scale: each bar is wider than the one before.
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
    await expect(within(canvasElement).getByText(/^lg · 1024 px$/)).toBeInTheDocument();
  },
};
