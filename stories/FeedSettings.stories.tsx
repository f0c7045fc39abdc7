import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { badRequest, problemResponse } from '#mocks/problem';
import { FeedSettingsForm, FeedUpload, ImportNowButton } from '#ui/components/FeedSettings';
import { QueryIsland } from '#ui/components/QueryIsland';
import { mobilaCasa, newShop, runningImport } from './partner-portal-data';

const feedUrl = '*/api/v2/partners/me/feed';
const uploadUrl = '*/api/v2/partners/me/imports/upload';
const importUrl = '*/api/v2/partners/me/imports';

/** What the upload story's backend received. */
let uploaded: { type: string | null; format: string | null; bytes: number }[] = [];
const started = fn();

const phone = { options: { phone375: { name: 'Telefon 375 px', styles: { width: '375px', height: '1100px' } } } };

const meta = {
  title: 'Partners/FeedSettings',
  component: FeedSettingsForm,
  args: { feed: mobilaCasa.feed },
  decorators: [(Story) => <QueryIsland>{<div style={{ maxWidth: 560 }}>{Story()}</div>}</QueryIsland>],
  parameters: {
    docs: { story: { inline: false, iframeHeight: 760 } },
    // react-aria's forms announce errors through a transient live region of its own.
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
} satisfies Meta<typeof FeedSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved address and format, as the shop finds them. */
export const Saved: Story = {
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Adresa feedului')).toHaveValue('https://www.mobilacasa.ro/feed/google-shopping.xml');
    await expect(canvas.getByRole('radio', { name: 'Automat, după conținut' })).toBeChecked();
  },
};

/**
 * An address on a private network is refused by the backend, said beside the field; a public one is
 * saved, and the form says so.
 */
export const RefusedThenSaved: Story = {
  args: { feed: newShop.feed },
  beforeEach({ msw }) {
    msw.use(
      http.put(feedUrl, async ({ request }) => {
        const body = (await request.json()) as { url: string; format: string };
        if (new URL(body.url).hostname === '192.168.1.10') return badRequest('body.url', 'Adresa feedului trebuie să fie pe un domeniu public.');
        return HttpResponse.json({ ...mobilaCasa, feed: { url: body.url, format: body.format, checkedAt: null } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = canvas.getByLabelText('Adresa feedului');
    await userEvent.type(address, 'http://192.168.1.10/feed.xml');
    await userEvent.click(canvas.getByRole('radio', { name: 'XML Google Shopping (RSS sau Atom)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvează adresa' }));
    await waitFor(() => expect(address).toHaveAttribute('aria-invalid', 'true'));
    await expect(address).toHaveAccessibleDescription(expect.stringContaining('pe un domeniu public'));
    await waitFor(() => expect(address).toHaveFocus());
    await userEvent.clear(address);
    await userEvent.type(address, 'https://www.mobilacasa.ro/feed/google-shopping.xml');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvează adresa' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Am salvat adresa feedului.');
    await expect(address).not.toHaveAttribute('aria-invalid');
  },
};

/** „Citește feedul acum” while an import runs: the backend's 409 is said under the button. */
export const ImportAlreadyRunning: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(importUrl, () => problemResponse(409, { detail: 'Un import al magazinului rulează deja. Încearcă după ce se termină.' })));
  },
  render: () => <ImportNowButton hasFeedUrl />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Citește feedul acum' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Un import al magazinului rulează deja.');
  },
};

/** Without a saved address the button says what to do first. */
export const ImportWithoutAddress: Story = {
  render: () => <ImportNowButton hasFeedUrl={false} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Salvează întâi adresa feedului; apoi îl poți citi oricând.')).toBeVisible();
  },
};

/**
 * A file sent whole as the request's body, with its media type and the format chosen; the busy
 * button while it travels, then the import it started.
 */
export const Upload: Story = {
  beforeEach({ msw }) {
    uploaded = [];
    started.mockClear();
    msw.use(
      http.post(uploadUrl, async ({ request }) => {
        uploaded.push({ type: request.headers.get('content-type'), format: new URL(request.url).searchParams.get('format'), bytes: (await request.arrayBuffer()).byteLength });
        return HttpResponse.json({ ...runningImport, source: 'upload', url: null }, { status: 202 });
      }),
    );
  },
  render: () => <FeedUpload onStarted={started} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const csv = 'id;title;price;availability;link;image_link\nMC-1001;Canapea extensibilă Oslo, gri antracit;2499.90 RON;in_stock;https://www.mobilacasa.ro/canapea-oslo-gri;https://www.mobilacasa.ro/img/oslo.jpg\n';
    const file = new File([csv], 'mobilacasa-produse.csv', { type: 'text/csv' });
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await expect(canvas.getByText(/Fișierul ales: mobilacasa-produse\.csv/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'CSV (virgulă sau punct și virgulă)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Încarcă și importă' }));
    await waitFor(() => expect(started).toHaveBeenCalledWith(runningImport.id));
    await expect(uploaded).toEqual([{ type: 'text/csv', format: 'csv', bytes: new TextEncoder().encode(csv).byteLength }]);
  },
};

/** A file over 256 MB is stopped here, before a byte travels, with what to do instead. */
export const UploadTooLarge: Story = {
  beforeEach() {
    uploaded = [];
  },
  render: () => <FeedUpload onStarted={started} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File(['<rss/>'], 'feed-complet.xml', { type: 'application/xml' });
    // The size a 300 MB export would have, without making one.
    Object.defineProperty(file, 'size', { value: 300 * 1024 * 1024 });
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('„feed-complet.xml” are 300 MB: putem primi cel mult 256 MB.');
    await userEvent.click(canvas.getByRole('button', { name: 'Încarcă și importă' }));
    await expect(uploaded).toEqual([]);
  },
};

/** The backend refuses the file (another import runs): said in place, the file kept to try again. */
export const UploadRefused: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(uploadUrl, () => problemResponse(409, { detail: 'Un import al magazinului rulează deja. Încearcă după ce se termină.' })));
  },
  render: () => <FeedUpload onStarted={started} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['x'], 'feed.xml.gz', { type: 'application/gzip' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Încarcă și importă' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Un import al magazinului rulează deja.');
    await expect(canvas.getByText(/Fișierul ales: feed\.xml\.gz/)).toBeVisible();
  },
};

/** The upload on a 375 px phone. */
export const UploadPhone: Story = {
  globals: { viewport: { value: 'phone375' } },
  parameters: { viewport: phone },
  render: () => <FeedUpload onStarted={started} />,
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(within(canvasElement).getByRole('button', { name: 'Alege fișierul' })).toBeVisible();
  },
};
