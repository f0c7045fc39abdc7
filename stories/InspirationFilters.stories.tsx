import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InspirationFilters } from '#ui/components/InspirationFilters';
import { inspirationFiltering } from '#mocks/inspirations';

const meta = {
  title: 'Catalog/InspirationFilters',
  component: InspirationFilters,
  decorators: [(Story) => <div style={{ width: 260 }}>{Story()}</div>],
  args: { filtering: inspirationFiltering('/inspirations') },
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof InspirationFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From 1024 px: rooms, styles and authors as links with their counts, always shown. */
export const Default: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // jest-dom's toBeVisible takes the <details>, shown by CSS from 1024 px, as closed; the browser knows better.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Filtrează' }).checkVisibility()).toBe(true);
    await expect(canvasElement.querySelector('summary')!.checkVisibility()).toBe(false);
    const rooms = canvas.getByRole('group', { name: 'Cameră' });
    const living = within(rooms).getByRole('link', { name: /Living/ });
    await expect(living).toHaveAttribute('href', '/inspirations?camera=living');
    await expect(living).toHaveTextContent('Living6');
    await expect(canvas.queryByRole('link', { name: 'Șterge filtrele' })).toBeNull();
  },
};

/** Tab reaches the first room's link, with its focus ring. */
export const KeyboardFocus: Story = {
  ...Default,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // jest-dom's toBeVisible takes the <details>, shown by CSS from 1024 px, as closed; the browser knows better.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Filtrează' }).checkVisibility()).toBe(true);
    await expect(canvasElement.querySelector('summary')!.checkVisibility()).toBe(false);
    const rooms = canvas.getByRole('group', { name: 'Cameră' });
    const living = within(rooms).getByRole('link', { name: /Living/ });
    await expect(living).toHaveAttribute('href', '/inspirations?camera=living');
    await expect(living).toHaveTextContent('Living6');
    await expect(canvas.queryByRole('link', { name: 'Șterge filtrele' })).toBeNull();
    await userEvent.tab();
    await expect(living).toHaveFocus();
  },
};

/** A room chosen: its link removes it, the count of the others follows, an empty choice is no link. */
export const RoomChosen: Story = {
  args: { filtering: inspirationFiltering('/inspirations?camera=living') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const living = canvas.getByRole('link', { name: /Living \(ales; apasă ca să elimini\)/ });
    await expect(living).toHaveAttribute('aria-current', 'true');
    await expect(living).toHaveAttribute('href', '/inspirations');
    await expect(canvas.getByRole('link', { name: 'Șterge filtrele' })).toHaveAttribute('href', '/inspirations');
    await expect(canvas.queryByRole('link', { name: /Boho/ })).toBeNull();
    await expect(canvas.getByText(/^Boho/)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** On a phone the filters fold behind „Filtrează”, closed. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvasElement.querySelector('summary')!;
    await expect(handle).toHaveTextContent('Filtrează');
    const living = canvas.getByRole('link', { name: /Living/ });
    await expect(living.checkVisibility()).toBe(false);
  },
};

/** On a phone, „Filtrează” pressed: the filters open. */
export const PhoneFiltersOpen: Story = {
  ...Phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvasElement.querySelector('summary')!;
    await expect(handle).toHaveTextContent('Filtrează');
    const living = canvas.getByRole('link', { name: /Living/ });
    await expect(living.checkVisibility()).toBe(false);
    await userEvent.click(handle);
    await expect(living.checkVisibility()).toBe(true);
  },
};
