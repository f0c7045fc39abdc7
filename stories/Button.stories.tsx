import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '#ui/components/Button';

const meta = {
  title: 'Primitive/Button',
  component: Button,
  args: { onPress: fn(), children: 'Vezi oferta' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Vezi oferta' });
    await userEvent.click(button);
    await userEvent.keyboard('{Tab}');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Compară', icon: 'compare' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Compară' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Ghost: Story = { args: { variant: 'ghost', children: 'Închide', size: 's' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Nu mai urmări' } };

export const Large: Story = { args: { size: 'l', children: 'Mergi la magazin', icon: 'cart' } };

export const IconOnly: Story = {
  args: { children: undefined, icon: 'heart', 'aria-label': 'Adaugă la favorite', variant: 'secondary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Adaugă la favorite' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const LongLabel: Story = {
  args: { children: 'Anunță-mă când produsul este din nou în stoc la un preț mai mic' },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Epuizat' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Epuizat' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Se salvează…' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Se salvează/ });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};
