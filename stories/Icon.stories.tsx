import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, iconNames } from '#ui/components/Icon';
import { iconSizeNames, iconSizes, vars } from '#ui/theme';

const meta = {
  title: 'Primitive/Icon',
  component: Icon,
  args: { name: 'heart' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizeNames },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a label the icon is hidden from assistive technology: the text beside it speaks. */
export const Decorative: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Icon {...args} />
      Adaugă la favorite
    </span>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** With a label it is an image with that name. */
export const Labelled: Story = {
  args: { name: 'truck', label: 'Livrare gratuită', size: 'm' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Livrare gratuită' });
    await expect(image).toBeVisible();
    await expect(image).not.toHaveAttribute('aria-hidden');
  },
};

export const AllIcons: Story = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, 120px)', gap: 16, listStyle: 'none', margin: 0, padding: 0 }}>
      {iconNames.map((name) => (
        <li
          key={name}
          style={{
            display: 'grid',
            justifyItems: 'center',
            gap: 8,
            padding: 12,
            borderRadius: 10,
            background: vars.color.surfaceRaised,
            fontSize: 13,
            color: vars.color.textMuted,
          }}
        >
          <span style={{ color: vars.color.text }}>
            <Icon name={name} size="m" />
          </span>
          <span style={{ whiteSpace: 'nowrap', fontSize: 12 }}>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(iconNames.length);
    // Every icon draws something: its symbol in the page's sprite has a path.
    for (const svg of svgs) {
      const symbol = document.querySelector(svg.querySelector('use')!.getAttribute('href')!);
      await expect(symbol?.tagName).toBe('symbol');
      await expect(symbol!.querySelector('path')?.getAttribute('d')).toBeTruthy();
    }
  },
};

/** SPEC §9 sizes: xs 16, xss 20, s 24, m 32, l 48, xl 64. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'end', gap: 16, color: vars.color.accent }}>
      {iconSizeNames.map((size) => (
        <Icon key={size} name="star" size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect().width);
    await expect(widths).toEqual(iconSizeNames.map((size) => iconSizes[size]));
    await expect(widths).toEqual([16, 20, 24, 32, 48, 64]);
  },
};

/** Icons take the colour of the text around them. */
export const InheritsColour: Story = {
  render: () => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8, margin: 0, color: vars.color.success }}>
      <Icon name="check" size="xss" />
      În stoc, livrare în 2–3 zile lucrătoare
    </p>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    const paragraph = canvasElement.querySelector('p')!;
    await expect(getComputedStyle(svg).color).toBe(getComputedStyle(paragraph).color);
    await expect(document.querySelector(svg.querySelector('use')!.getAttribute('href')!)).toHaveAttribute('stroke', 'currentColor');
  },
};
