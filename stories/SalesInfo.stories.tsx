import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SalesInfo } from '#ui/components/SalesInfo';
import { startMeasurement } from '#ui/lib/analytics/runtime';

const meta = {
  title: 'Catalog/SalesInfo',
  component: SalesInfo,
  args: { id: '48213' },
  // As tall as the window: the open tooltip is drawn under its question, above everything.
  decorators: [(Story) => <div style={{ padding: 16, minHeight: '100vh', boxSizing: 'border-box' }}>{Story()}</div>],
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof SalesInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the question beside the price. */
export const Closed: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cum verificăm reducerea?' })).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** Open (the browser's own popover): the explanation and the link to the sales page, which sends its event. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Cum verificăm reducerea?' }));
    const tip = await page.findByRole('dialog', { name: 'Cum verificăm reducerea' });
    await expect(tip).toHaveTextContent('cel mai mic preț cerut de magazin în ultimele 30 de zile');
    const stop = startMeasurement();
    const keepHere = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', keepHere);
    try {
      await userEvent.click(within(tip).getByRole('link', { name: 'Află mai multe' }));
      await expect(window.dataLayer?.at(-1)).toEqual({ event: 'sales_info_tooltip_link_click', link_url: '/sales' });
    } finally {
      window.removeEventListener('click', keepHere);
      stop();
    }
  },
};

/** Test only: the keyboard opens it and closes it with „Închide” (Escape, a browser gesture, is checked end to end). */
export const Keyboard: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Cum verificăm reducerea?' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    const tip = await page.findByRole('dialog', { name: 'Cum verificăm reducerea' });
    within(tip).getByRole('button', { name: 'Închide' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
  parameters: { screenshot: false },
};
