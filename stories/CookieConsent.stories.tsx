import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CookieConsent } from '#ui/components/CookieConsent';

let sent: unknown = null;

const meta = {
  title: 'Site/CookieConsent',
  component: CookieConsent,
  args: { show: true },
  parameters: { docs: { story: { inline: false, iframeHeight: 460 } }, layout: 'fullscreen' },
  // The bar is fixed to the viewport; a transform makes this frame its viewport, so it is photographed.
  decorators: [(Story) => <div style={{ height: 420, transform: 'translateZ(0)' }}>{Story()}</div>],
  beforeEach({ msw }) {
    sent = null;
    document.cookie = 'cuib_consent=; Max-Age=0; Path=/';
    document.cookie = 'cuib_cookie_bar_accepted=; Max-Age=0; Path=/';
    msw.use(
      http.post('*/api/v2/consent', async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bar: Story = {
  // First on the docs page and inline there, so the controls above it change it.
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Cookie-uri' });
    await expect(within(bar).getByRole('button', { name: 'Accept toate' })).toBeVisible();
    await expect(within(bar).getByRole('link', { name: 'Despre cookie-uri' })).toHaveAttribute('href', '/termeni/termeni-de-utilizare-cookies');
  },
};

/** The four categories; essential ones cannot be refused. Saving stores and sends the choice. */
export const Settings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Setări' }));
    // The checkboxes load when the settings open.
    await expect(await canvas.findByRole('checkbox', { name: /Esențiale/ })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: /Esențiale/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Marketing/ }));
    await expect(canvas.getByRole('checkbox', { name: /Marketing/ })).toBeChecked();
  },
};

/** Test only: „Doar esențiale” stores the choice, sends it, and the bar goes. */
export const SavingStoresAndSends: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Doar esențiale' }));
    await expect(canvas.queryByRole('region', { name: 'Cookie-uri' })).toBeNull();
    await expect(document.cookie).toContain('cuib_consent=essential');
    await expect(document.cookie).toContain('cuib_cookie_bar_accepted=1');
    await waitFor(() => expect(sent).toEqual({ essential: true, marketing: false, analytics: false, functional: false }));
  },
  parameters: { screenshot: false },
};

/** Answered before, or a robot: nothing shows. */
export const Hidden: Story = {
  args: { show: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
