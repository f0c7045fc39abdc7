import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from '#ui/components/Button';

const meta = {
  title: 'Primitive/Button',
  component: Button,
  args: { onPress: fn(), children: 'Vezi oferta' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    onPress: { control: false },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 140 } } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main action of a form or a dialog, at rest. Pointer, Enter and Space all press it (checked in the test-only stories). */
export const Primary: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Vezi oferta' })).toBeVisible();
  },
};

/** Test only: pointer, Enter and Space all press it; each press calls `onPress` once. */
export const PrimaryPresses: Story = {
  ...Primary,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Vezi oferta' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

/** Reached with Tab: the focus ring shows (only for the keyboard, never after a click). */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Vezi oferta' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Terracotta, for the one call to action of a card or page. */
export const Accent: Story = {
  args: { variant: 'accent', icon: 'cart', children: 'Mergi la magazin' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mergi la magazin' })).toBeVisible();
  },
};

/** Test only: Enter on the focused button presses it once. */
export const AccentPressedByEnter: Story = {
  ...Accent,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Mergi la magazin' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', icon: 'compare', children: 'Compară' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Compară' });
    // The icon is decorative: the label alone names the button.
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Test only: a click presses it once. */
export const SecondaryPressed: Story = {
  ...Secondary,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Compară' });
    // The icon is decorative: the label alone names the button.
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', size: 's', icon: 'close', children: 'Închide' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Închide' })).toBeVisible();
  },
};

/** Test only: a click presses it once. */
export const GhostPressed: Story = {
  ...Ghost,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Închide' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', icon: 'bell', children: 'Nu mai urmări' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Nu mai urmări' })).toBeVisible();
  },
};

/** Test only: a click presses it once. */
export const DangerPressed: Story = {
  ...Danger,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nu mai urmări' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** Every variant side by side, enabled and disabled. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[false, true].map((isDisabled) => (
        <div key={String(isDisabled)} style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          {buttonVariants.map((variant) => (
            <Button key={variant} variant={variant} isDisabled={isDisabled} onPress={args.onPress}>
              {isDisabled ? `${variant} (inactiv)` : variant}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(buttonVariants.length * 2);
  },
};

/** Test only: every enabled variant presses, no disabled one does. */
export const VariantsPressed: Story = {
  ...Variants,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(buttonVariants.length * 2);
    for (const button of buttons) await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).toHaveBeenCalledTimes(buttonVariants.length);
  },
};

/** s, m, l: 32, 40 and 48 px tall, the last a comfortable touch target. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      {buttonSizes.map((size) => (
        <Button key={size} size={size} icon="heart" onPress={args.onPress}>
          {`Adaugă la favorite (${size})`}
        </Button>
      ))}
      {buttonSizes.map((size) => (
        <Button key={`icon-${size}`} size={size} variant="secondary" icon="heart" aria-label={`Adaugă la favorite (${size})`} onPress={args.onPress} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const heights = within(canvasElement)
      .getAllByRole('button')
      .map((button) => Math.round(button.getBoundingClientRect().height));
    await expect(heights).toEqual([32, 40, 48, 32, 40, 48]);
  },
};

export const Large: Story = {
  args: { size: 'l', variant: 'accent', children: 'Mergi la magazin' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Mergi la magazin' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
  },
};

/** Only an icon: the required `aria-label` is its accessible name. */
export const IconOnly: Story = {
  args: { children: undefined, icon: 'heart', 'aria-label': 'Adaugă la favorite', variant: 'secondary' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Adaugă la favorite' });
    await expect(button).toHaveTextContent('');
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBe(height);
  },
};

/** Test only: a click on the icon presses it once. */
export const IconOnlyPressed: Story = {
  ...IconOnly,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Adaugă la favorite' });
    await expect(button).toHaveTextContent('');
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBe(height);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** A long label wraps inside a narrow column instead of overflowing it. */
export const LongLabel: Story = {
  args: { children: 'Anunță-mă când produsul este din nou în stoc și când prețul scade sub 1.500 lei' },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^Anunță-mă/ });
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(280);
    await expect(button.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

/** Disabled: greyed out, out of the tab order. */
export const Disabled: Story = {
  args: { isDisabled: true, children: 'Stoc epuizat' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Stoc epuizat' });
    await expect(button).toBeDisabled();
  },
};

/** Test only: neither pointer nor keyboard presses it, and it leaves the tab order. */
export const DisabledIgnoresPresses: Story = {
  ...Disabled,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Stoc epuizat' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Pending: a spinner in place of the icon; the label stays. */
export const Pending: Story = {
  args: { isPending: true, children: 'Se salvează…' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Se salvează/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

/** Test only: presses are ignored, but it keeps focus so keyboard users are not lost. */
export const PendingIgnoresPresses: Story = {
  ...Pending,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Se salvează/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
