import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReviewsModalHost } from '#ui/components/ReviewsModal';
import { sofaReviews, sofaReviewsWithImages } from '#mocks/fixtures/catalogue-pages';
import { picturesPainted } from './support/pictures';

const meta = {
  title: 'Catalog/ReviewsModal',
  component: ReviewsModalHost,
  render: () => (
    <>
      <a href="/product/5255/reviews" data-opens="reviews-modal" data-variant-id="5255">
        3,5 din 5 stele, 86 de recenzii
      </a>
      <ReviewsModalHost />
    </>
  ),
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/v2/variant/reviews-modal', () => HttpResponse.json(sofaReviews)),
      http.post('*/api/v2/variant/reviews', ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('type') === 'withImage' ? sofaReviewsWithImages : sofaReviews.reviews),
      ),
    );
  },
  // The modal covers the viewport: the frame does too, so the baseline photographs it.
  decorators: [(Story) => <div style={{ minHeight: '100vh' }}>{Story()}</div>],
  parameters: {
    docs: { story: { inline: false, iframeHeight: 800 } },
    layout: 'fullscreen',
    // react-aria announces an opened dialog through a live region that points at the dialog's title
    // for a few seconds; once the dialog is closed that pointer is briefly dangling. The region is
    // react-aria's own and transient, so axe leaves it out here.
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
} satisfies Meta<typeof ReviewsModalHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reviews open in place over the page: the rating's link opens them, the first reviews listed. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('link', { name: /86 de recenzii/ }));
    const dialog = await page.findByRole('dialog');
    await expect(await within(dialog).findByRole('button', { name: 'Încarcă mai multe recenzii' })).toBeVisible();
    await expect(within(dialog).getAllByRole('article').length).toBeGreaterThan(0);
    await picturesPainted(dialog);
  },
};

/** Test only: Enter on the rating opens the reviews in place; the photos tab; Escape gives focus back. */
export const KeyboardOpenAndClose: Story = {
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const link = page.getByRole('link', { name: /86 de recenzii/ });
    link.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog');
    await expect(window.dataLayer?.at(-1)).toEqual({ event: 'modal_open', modal_name: 'reviews', modal_opener: 'variant_card' });
    await userEvent.click(await within(dialog).findByRole('tab', { name: /^Cu imagini/ }));
    await waitFor(() => expect(within(dialog).getAllByRole('list', { name: 'Fotografiile cumpărătorului' }).length).toBeGreaterThan(0));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    // The focus goes back to the link as the modal's focus scope ends, which may follow its removal.
    await waitFor(() => expect(link).toHaveFocus());
  },
  parameters: { screenshot: false },
};

/** The first reviews, and more on request: the modal with the second page added under the first. */
export const MoreReviewsLoaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('link', { name: /86 de recenzii/ }));
    const dialog = await page.findByRole('dialog');
    const more = await within(dialog).findByRole('button', { name: 'Încarcă mai multe recenzii' });
    const before = within(dialog).getAllByRole('article').length;
    await userEvent.click(more);
    await waitFor(() => expect(within(dialog).getAllByRole('article').length).toBeGreaterThan(before));
    await picturesPainted(dialog);
  },
};

/** When the reviews cannot be loaded, the modal says so instead of spinning. */
export const LoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/v2/variant/reviews-modal', () => HttpResponse.json({ type: 'about:blank', title: 'Eroare', status: 500 }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('link', { name: /86 de recenzii/ }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Recenziile nu s-au putut încărca');
  },
};
