import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AiSearch } from '#ui/components/AiSearch';
import { InstallPrompt } from '#ui/components/InstallPrompt';

const meta = {
  title: 'Site/Tools',
  parameters: {
    docs: { story: { inline: false, iframeHeight: 300 } },
    layout: 'padded',
    // react-aria's forms announce errors through a transient live region of its own (see ReviewsModal).
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();

/** AI search: the answer's counts are said, then its listing opens. */
export const AiSearchFinds: Story = {
  beforeEach({ msw }) {
    navigate.mockClear();
    msw.use(http.post('*/api/v2/ai-search', () => HttpResponse.json({ url: '/produse/canapele?culoare=gri&pret-pana-la=2000', filtersCount: 3, resultsCount: 58 })));
  },
  render: () => <AiSearch navigate={navigate} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Caută' }));
    await expect(canvas.getByText('Scrie câteva cuvinte despre ce cauți.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox'), 'canapea extensibilă gri sub 2000 de lei');
    await userEvent.click(canvas.getByRole('button', { name: 'Caută' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Am găsit 3 filtre · 58 de produse.'));
    await expect(navigate).toHaveBeenCalledWith('/produse/canapele?culoare=gri&pret-pana-la=2000');
  },
};

/** Nothing matches every filter understood: the shopper stays to rephrase, with a link to the list anyway. */
export const AiSearchFindsNothing: Story = {
  beforeEach({ msw }) {
    navigate.mockClear();
    msw.use(http.post('*/api/v2/ai-search', () => HttpResponse.json({ url: '/produse/lustre?culoare=mov&pret-pana-la=10', filtersCount: 1, resultsCount: 0 })));
  },
  render: () => <AiSearch navigate={navigate} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'lustră mov sub 10 lei');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Am înțeles 1 filtru, dar niciun produs'));
    await expect(canvas.getByRole('link', { name: 'vezi lista cu aceste filtre' })).toHaveAttribute('href', '/produse/lustre?culoare=mov&pret-pana-la=10');
    await expect(navigate).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox')).toHaveValue('lustră mov sub 10 lei');
  },
};

/** A rate-limited backend is said in words; the text stays. */
export const AiSearchBusy: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/v2/ai-search', () => HttpResponse.json({ type: 'x', title: 'Prea multe cereri', status: 429 }, { status: 429, headers: { 'content-type': 'application/problem+json' } })));
  },
  render: () => <AiSearch navigate={navigate} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'masă extensibilă din stejar');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Prea multe căutări');
  },
};

/** Offered on a second visit when the browser would install. */
export const InstallOffered: Story = {
  // The prompt floats over the page; a transform makes this frame its containing block, so it is photographed.
  decorators: [(Story) => <div style={{ transform: 'translateZ(0)', minHeight: 220 }}>{Story()}</div>],
  beforeEach() {
    localStorage.setItem('cuib_visits', '3');
    localStorage.removeItem('cuib_install_dismissed_at');
    sessionStorage.setItem('cuib_visit_counted', '1');
  },
  render: () => <InstallPrompt />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    window.dispatchEvent(offer);
    await expect(offer.defaultPrevented).toBe(true);
    await expect(await canvas.findByRole('complementary', { name: 'Instalează Cuib pe ecranul tău' })).toBeVisible();
  },
};

/** Test only: „Nu acum” keeps the offer away for 30 days, even when the browser offers again. */
export const InstallPutAway: Story = {
  ...InstallOffered,
  tags: ['!dev', '!autodocs'],
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    });
    window.dispatchEvent(offer);
    await expect(offer.defaultPrevented).toBe(true);
    await expect(await canvas.findByRole('complementary', { name: 'Instalează Cuib pe ecranul tău' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nu acum' }));
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(Number(localStorage.getItem('cuib_install_dismissed_at'))).toBeGreaterThan(0);
    window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }));
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

/** The first visit never gets it, even when the browser offers. */
export const InstallNotOnFirstVisit: Story = {
  beforeEach() {
    localStorage.removeItem('cuib_visits');
    sessionStorage.removeItem('cuib_visit_counted');
  },
  render: () => <InstallPrompt />,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }));
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
    await expect(localStorage.getItem('cuib_visits')).toBe('1');
  },
};
