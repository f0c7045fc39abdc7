import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FavouritesShare } from '#ui/components/FavouritesShare';
import { sharedQueryClient } from '#ui/lib/query-client';

const shareUrl = '*/api/v2/user/favourites-share';
const token = 'q8Xk2mVb7RzT0pLw9sYc';

/** Replaces a property of `navigator` for one story, and puts the original back afterwards. */
function stubNavigator(name: 'clipboard' | 'share' | 'canShare', value: unknown) {
  const own = Object.getOwnPropertyDescriptor(navigator, name);
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
  return () => {
    if (own) Object.defineProperty(navigator, name, own);
    else delete (navigator as unknown as Record<string, unknown>)[name];
  };
}

const writeText = fn(async (_text: string) => undefined);
const share = fn(async (_data: ShareData) => undefined);

const meta = {
  title: 'Personal/FavouritesShare',
  component: FavouritesShare,
  // A fixed origin: the test server's port changes from run to run, the photographed link must not.
  args: { origin: 'https://cuib.ro' },
  // The frame fills the 900 px window, so the dialog (centred in it) is photographed.
  decorators: [(Story) => <div style={{ minHeight: 868 }}>{Story()}</div>],
  beforeEach({ msw }) {
    msw.use(http.get(shareUrl, () => HttpResponse.json({ encryptedShare: token, url: `/user/favourites/${token}` })));
    // Each story asks the backend afresh, not the browser's cache of the one before.
    sharedQueryClient().clear();
    writeText.mockClear();
    share.mockClear();
    const restoreClipboard = stubNavigator('clipboard', { writeText });
    // A desktop without the system share sheet, unless a story says otherwise.
    const restoreCanShare = stubNavigator('canShare', undefined);
    return () => {
      restoreClipboard();
      restoreCanShare();
    };
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } }, a11y: { context: { exclude: ['[data-live-announcer]'] } } },
} satisfies Meta<typeof FavouritesShare>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The share button as the favourites page shows it; the dialog opens on a press. */
export const Default: Story = {
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Distribuie lista' })).toBeVisible();
  },
};

/** Test only: the link, asked for on the press, absolute on this site; „Copiat” for 2 seconds after copying. */
export const CopiesLink: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Distribuie lista' }));
    const dialog = await body.findByRole('dialog', { name: 'Distribuie lista de favorite' });
    const link = await within(dialog).findByRole('textbox', { name: 'Linkul listei' });
    const expected = `https://cuib.ro/user/favourites/${token}`;
    await expect(link).toHaveValue(expected);
    await expect(link).toHaveAttribute('readonly');
    await expect(within(dialog).queryByRole('button', { name: 'Trimite…' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiază linkul' }));
    await expect(writeText).toHaveBeenCalledWith(expected);
    await expect(await within(dialog).findByRole('button', { name: 'Copiat' })).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Linkul a fost copiat.');
    // Two seconds later the button offers copying again.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copiază linkul' })).toBeVisible(), { timeout: 5000 });
  },
  parameters: { screenshot: false },
};

/** Just after copying: photographed with „Copiat” on the button. */
export const Copied: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Distribuie lista' }));
    const dialog = await body.findByRole('dialog', { name: 'Distribuie lista de favorite' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Copiază linkul' }));
    await expect(await within(dialog).findByRole('button', { name: 'Copiat' })).toBeVisible();
  },
};

/** On a phone that has a share sheet: „Trimite…” hands the link to it. */
export const PhoneShareSheet: Story = {
  beforeEach() {
    const restoreShare = stubNavigator('share', share);
    const restoreCanShare = stubNavigator('canShare', (data: ShareData) => Boolean(data.url));
    return () => {
      restoreShare();
      restoreCanShare();
    };
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Distribuie lista' }));
    const dialog = await body.findByRole('dialog', { name: 'Distribuie lista de favorite' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Trimite…' }));
    await expect(share).toHaveBeenCalledWith({ title: 'Lista mea de favorite pe Cuib', url: `https://cuib.ro/user/favourites/${token}` });
  },
};

/** The backend cannot give a link now: said in words, with a way to try again. */
export const LinkUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(shareUrl, () => new HttpResponse('boom', { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Distribuie lista' }));
    const dialog = await body.findByRole('dialog', { name: 'Distribuie lista de favorite' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nu am putut pregăti linkul acum.');
    await expect(within(dialog).getByRole('button', { name: 'Încearcă din nou' })).toBeVisible();
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
  },
};
